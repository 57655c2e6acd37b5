import React, {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import {containsLineNumbers, parseCodeBlockTitle, parseLanguage, parseLines, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import type {Props as StockProps} from '@theme/CodeBlock/Content/String';
import CopyButton from '@theme/CodeBlock/CopyButton';
import WordWrapButton from '@theme/CodeBlock/WordWrapButton';
import Container from '@theme/CodeBlock/Container';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
// Also brings the highlighted-line rule (`theme-code-block-highlighted-line`).
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {linesHtml} from './lines-html';

type Props = StockProps & {
  /** The block's lines highlighted at build time (src/remark/highlight-code.ts), HTML joined by newlines. */
  readonly highlighted?: string;
};

/**
 * The stock string code block, without Prism in the browser: fenced blocks
 * arrive highlighted by the build, with token classes that the code-theme
 * stylesheet colours in both modes. React sets the lines as one HTML string,
 * so hydrating a block touches one element instead of every token.
 */
export default function CodeBlockString({
  children,
  className: blockClassName = '',
  metastring,
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
  language: languageProp,
  highlighted,
}: Props): ReactNode {
  const {
    prism: {defaultLanguage, magicComments},
  } = useThemeConfig();
  // Prism languages are lowercase; authors write `PHP` too.
  const language = (languageProp ?? parseLanguage(blockClassName) ?? defaultLanguage)?.toLowerCase();
  const wordWrap = useCodeWordWrap();
  const title = parseCodeBlockTitle(metastring) || titleProp;
  const {lineClassNames, code} = parseLines(children, {metastring, language, magicComments});
  const showLineNumbers = showLineNumbersProp ?? containsLineNumbers(metastring);
  const numbered = showLineNumbers
    ? {line: lineStyles.codeLine!, number: lineStyles.codeLineNumber!, content: lineStyles.codeLineContent!}
    : undefined;
  const html = linesHtml(code, highlighted, {lineClassNames, numbered});
  // A stable object, so the code does not depend on React 18 comparing the strings: React 19
  // sets innerHTML again whenever this object is a new one, even with the same string: each re-render (word wrap, scroll state) would rebuild every line, and the
  // word-wrap hook's mutation observer would answer with yet another render.
  const innerHtml = useMemo(() => ({__html: html}), [html]);
  return (
    <Container as="div" className={clsx(blockClassName, language && !blockClassName.includes(`language-${language}`) && `language-${language}`)}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        <pre tabIndex={0} ref={wordWrap.codeBlockRef} className={clsx('prism-code', `language-${language ?? 'text'}`, styles.codeBlock, 'thin-scrollbar')}>
          <code
            className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)}
            dangerouslySetInnerHTML={innerHtml}
          />
        </pre>
        <div className={styles.buttonGroup}>
          {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && (
            <WordWrapButton onClick={() => wordWrap.toggle()} isEnabled={wordWrap.isEnabled} />
          )}
          <CopyButton code={code} />
        </div>
      </div>
    </Container>
  );
}
