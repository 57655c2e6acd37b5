import React, {type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import type {BrandLogo} from '@site/src/integrations/catalog-types';
import styles from './styles.module.css';

interface Props {
  /** The brand mark; without one, the monogram is drawn. */
  logo: BrandLogo | undefined;
  monogram: string;
  size?: 'small' | 'large';
  className?: string;
}

/** A brand mark or a monogram. Always decorative: the integration's name is written next to it. */
export default function LogoMark({logo, monogram, size = 'small', className}: Props): ReactNode {
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
