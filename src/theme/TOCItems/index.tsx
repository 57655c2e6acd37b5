import React, {useMemo, type ReactNode} from 'react';
import TOCItems from '@theme-original/TOCItems';
import type TOCItemsType from '@theme/TOCItems';
import type {WrapperProps} from '@docusaurus/types';
import {withWordBreaks} from './word-breaks';

type Props = WrapperProps<typeof TOCItemsType>;

/** The stock TOC (desktop and the collapsible one on phones) with break points in API names. */
export default function TOCItemsWrapper(props: Props): ReactNode {
  const toc = useMemo(() => props.toc.map((item) => ({...item, value: withWordBreaks(item.value)})), [props.toc]);
  return <TOCItems {...props} toc={toc} />;
}
