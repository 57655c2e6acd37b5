import React, {type ReactNode} from 'react';
import {BRAND_LOGOS} from './logos.generated';
import LogoMark from './LogoMark';

interface Props {
  /** Folder or page name under docs/integrations/libraries. */
  slug: string;
  /** Letters drawn when simple-icons has no mark for this brand. */
  monogram: string;
  size?: 'small' | 'large';
  className?: string;
}

/** An integration's brand mark by its slug, or its monogram when no icon exists (the integrations grid). */
export default function IntegrationLogo({slug, ...props}: Props): ReactNode {
  return <LogoMark logo={BRAND_LOGOS[slug]} {...props} />;
}
