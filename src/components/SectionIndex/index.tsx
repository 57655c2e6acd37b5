import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useCurrentSidebarCategory} from '@docusaurus/plugin-content-docs/client';
import descriptions from '@generated/first-load-data/section-descriptions.json';
import {sectionEntries} from './entries';
import styles from './styles.module.css';

/**
 * Lists the pages of the sidebar category this page leads, each with its
 * description, so a landing page never needs a hand-kept list of its children.
 * Unlike the theme's DocCardList it shows whole descriptions, describes
 * sub-categories by their landing page, and uses no emoji icons.
 */
export default function SectionIndex(): ReactNode {
  const category = useCurrentSidebarCategory();
  const entries = sectionEntries(category.items, descriptions);
  return (
    <ul className={styles.list} data-section-index>
      {entries.map((entry) => (
        <li key={entry.href} className={styles.entry}>
          <Link to={entry.href} className={styles.title}>
            {entry.label}
          </Link>
          {entry.pages !== undefined && <span className={styles.pages}> · {entry.pages} pages</span>}
          {entry.description && <p className={styles.description}>{entry.description}</p>}
        </li>
      ))}
    </ul>
  );
}
