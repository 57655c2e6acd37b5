import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {CardIcon, type IconName} from './icons';
import styles from './styles.module.css';

/**
 * A grid of link cards: one column on phones, two beside the sidebar and
 * table of contents; `columns` allows three or four on pages without them.
 */
export function CardGrid({children, columns = 2}: {children: ReactNode; columns?: 2 | 3 | 4}): ReactNode {
  return <ul className={clsx(styles.grid, styles[`columns${columns}`])}>{children}</ul>;
}

interface LinkCardProps {
  title: string;
  href: string;
  icon: IconName;
  /** One line on what the reader finds there. */
  children: ReactNode;
  /** The first step of a landing page: drawn filled so it stands out. */
  primary?: boolean;
}

/** A card whose whole surface follows its link; the title is the link's text. */
export function LinkCard({title, href, icon, children, primary = false}: LinkCardProps): ReactNode {
  return (
    <li className={clsx(styles.card, primary && styles.primary)}>
      <span className={styles.icon}>
        <CardIcon name={icon} />
      </span>
      <div className={styles.body}>
        <Link to={href} className={styles.title}>
          {title}
        </Link>
        {/* MDX wraps multi-line children in a paragraph, so this is a block. */}
        <div className={styles.text}>{children}</div>
      </div>
    </li>
  );
}
