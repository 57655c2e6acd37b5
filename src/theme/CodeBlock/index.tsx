import React, {type ReactNode} from 'react';
import CodeBlock from '@theme-original/CodeBlock';
import type CodeBlockType from '@theme/CodeBlock';
import type {WrapperProps} from '@docusaurus/types';
import {codeLanguage, defaultTitle} from './shell-title';

type Props = WrapperProps<typeof CodeBlockType>;

/** The stock code block, with "Terminal" as the title of untitled shell blocks. */
export default function CodeBlockWrapper(props: Props): ReactNode {
  const title = defaultTitle(codeLanguage(props.className, props.language), props.metastring, props.title);
  return <CodeBlock {...props} {...(title ? {title} : {})} />;
}
