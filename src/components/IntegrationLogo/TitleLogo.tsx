import React, {type ReactNode} from 'react';
import IntegrationLogo from '.';
import {INTEGRATIONS} from '../IntegrationGrid/integrations.generated';
import styles from './title.module.css';

/** The logo shown by an integration page's title (loaded only on those pages). */
export default function TitleLogo({slug}: {slug: string}): ReactNode {
  const entry = INTEGRATIONS.find((integration) => integration.slug === slug);
  if (!entry) return null;
  return <IntegrationLogo slug={slug} monogram={entry.monogram} size="large" className={styles.titleLogo} />;
}
