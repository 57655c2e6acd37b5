import React, {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import {codeLanguage, defaultTitle} from './shell-title';

/** Children that are all plain text become one string (the highlighted case). */
function stringOrElements(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The stock code block mounted each block twice: once to hydrate, then again
 * under a new key to swap the light-mode inline colours of the server HTML for
 * the reader's mode, rebuilding every token's DOM. With colours in CSS (see
 * Content/String) the server HTML is right in either mode, so a block is
 * hydrated once and kept. Untitled shell blocks are titled "Terminal".
 */
export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = stringOrElements(rawChildren);
  const title = defaultTitle(codeLanguage(props.className, props.language), props.metastring, props.title);
  const withTitle = title ? {...props, title} : props;
  return typeof children === 'string' ? <StringContent {...withTitle}>{children}</StringContent> : <ElementContent {...withTitle}>{children}</ElementContent>;
}
