import React, {type ReactNode} from 'react';
import type {TitleLogo as TitleLogoData} from '@site/src/integrations/catalog-types';
import LogoMark from './LogoMark';
import styles from './title.module.css';

/** The logo by an integration page's title, from the page's front matter (src/integrations/title-logo.ts). */
export default function TitleLogo({data}: {data: TitleLogoData}): ReactNode {
  return 'logo' in data ? (
    <LogoMark logo={data.logo} monogram="" size="large" className={styles.titleLogo} />
  ) : (
    <LogoMark logo={undefined} monogram={data.monogram} size="large" className={styles.titleLogo} />
  );
}
