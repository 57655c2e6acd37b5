import React, {type ReactNode} from 'react';
import type {IntegrationCategory} from '@site/src/integrations/catalog-types';
import CategoryIcon from './index';
import styles from './page.module.css';

/** Above an integration page's title: its first category's icon and every category it belongs to, named. */
export default function PageCategories({categories}: {categories: readonly IntegrationCategory[]}): ReactNode {
  const [first] = categories;
  if (!first) return null;
  return (
    <p className={styles.categories} data-integration-categories="">
      <CategoryIcon icon={first.icon} />
      <span>{categories.map((category) => category.label).join(' · ')}</span>
    </p>
  );
}
