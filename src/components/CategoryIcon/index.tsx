import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import type {IconNode} from '@site/src/integrations/catalog-types';
import styles from './styles.module.css';

interface Props {
  icon: IconNode;
  className?: string;
}

/**
 * A category's Lucide icon, drawn in the site's colours so it never poses as
 * a brand's mark. Decorative: the category is named in text beside it.
 */
export default function CategoryIcon({icon, className}: Props): ReactNode {
  return (
    <span className={clsx(styles.tile, className)} data-category-icon="" aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" focusable="false">
        {icon.map(([tag, attributes], index) => React.createElement(tag, {key: index, ...attributes}))}
      </svg>
    </span>
  );
}
