import React, {type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {BRAND_LOGOS} from './logos.generated';
import styles from './styles.module.css';

interface Props {
  /** Folder or page name under docs/integrations/libraries. */
  slug: string;
  /** Letters drawn when simple-icons has no mark for this brand. */
  monogram: string;
  size?: 'small' | 'large';
  className?: string;
}

/**
 * An integration's brand mark, or its monogram when no icon exists. Always
 * decorative: the integration's name is written next to it.
 */
export default function IntegrationLogo({slug, monogram, size = 'small', className}: Props): ReactNode {
  const logo = BRAND_LOGOS[slug];
  const classes = clsx(styles.logo, size === 'large' && styles.large, className);
  if (!logo) {
    return (
      <span className={clsx(classes, styles.monogram)} data-logo="monogram" aria-hidden="true">
        {monogram}
      </span>
    );
  }
  const fills = {'--logo-light': logo.light, '--logo-dark': logo.dark} as CSSProperties;
  return (
    <svg className={classes} style={fills} data-logo="brand" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={logo.path} />
    </svg>
  );
}
