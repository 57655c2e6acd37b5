import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from './styles.module.css';

/**
 * The block's frame. Unlike the theme's, it sets no inline colour variables:
 * those came from the colour mode of the moment, so the server HTML was right
 * in light mode only. The code-theme stylesheet (src/plugins/code-theme) sets
 * them for both modes on `.theme-code-block`.
 */
export default function Container<T extends 'div' | 'pre'>({as, ...props}: {as: T} & ComponentProps<T>): ReactNode {
  // Polymorphic: typed as the div case, which a pre's props also fit.
  const As = as as 'div';
  const rest = props as ComponentProps<'div'>;
  return <As {...rest} className={clsx(rest.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />;
}
