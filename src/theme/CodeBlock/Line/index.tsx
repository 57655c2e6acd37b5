import React, {type ReactNode} from 'react';
import Line from '@theme-original/CodeBlock/Line';
import type LineType from '@theme/CodeBlock/Line';
import type {WrapperProps} from '@docusaurus/types';
import {mergeTokens} from './merge-tokens';

type Props = WrapperProps<typeof LineType>;

/** The stock line, drawn from merged tokens (see mergeTokens). */
export default function LineWrapper(props: Props): ReactNode {
  return <Line {...props} line={mergeTokens(props.line)} />;
}
