import React, {Children, isValidElement, type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock';
import ElementContent from './ElementContent';
import StringContent from './StringContent';
import {codeLanguage, defaultTitle} from './shell-title';

/** Children that are all plain text become one string (the highlighted case). */
function stringOrElements(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

/**
 * The site's code block: Markdown's fenced blocks (through MDXComponents'
 * `pre`, see src/theme/MDXComponents), `@theme/CodeBlock` (which the theme's
 * own components render) and the site's components all render this one. The
 * server HTML is right in either colour mode (colours are CSS), so a block is
 * hydrated once and kept; the theme's block mounted each one twice. Untitled
 * shell blocks are titled "Terminal". Owned by the site, so that it reads no
 * private part of the theme (tests/unit/theme-internals.test.ts).
 */
export default function CodeBlock({children: rawChildren, ...props}: Props & {highlighted?: string}): ReactNode {
  const children = stringOrElements(rawChildren);
  const title = defaultTitle(codeLanguage(props.className, props.language), props.metastring, props.title);
  const withTitle = title ? {...props, title} : props;
  return typeof children === 'string' ? <StringContent {...withTitle}>{children}</StringContent> : <ElementContent className={props.className}>{children}</ElementContent>;
}
