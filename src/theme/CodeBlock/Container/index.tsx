import React, {type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

/**
 * The stock container without its inline colour variables: those came from
 * the colour mode of the moment, so the server HTML was right in light mode
 * only and every block was drawn again after hydration. The code-theme
 * stylesheet (src/plugins/code-theme) sets them for both modes.
 */
export default function CodeBlockContainer<T extends 'div' | 'pre'>({as, ...props}: {as: T} & ComponentProps<T>): ReactNode {
  // Polymorphic: typed as the div case, which a pre's props also fit.
  const As = as as 'div';
  const rest = props as ComponentProps<'div'>;
  return <As {...rest} className={clsx(rest.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />;
}
