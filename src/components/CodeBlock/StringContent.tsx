import React, {useMemo, type ReactNode} from 'react';
import clsx from 'clsx';
import {useThemeConfig} from '@docusaurus/theme-common';
import WordWrapButton from './WordWrapButton';
import {parseLines} from '../../code-highlight/parse-lines';
import {MAGIC_COMMENTS} from '../../config/magic-comments';
import Container from './Container';
import CopyButton from './CopyButton';
import {linesHtml} from './lines-html';
import {classLanguage, metastringTitle, wantsLineNumbers} from './metastring';
import {useWordWrap} from './use-word-wrap';
import styles from './styles.module.css';

export interface StringContentProps {
  readonly children: string;
  readonly className?: string;
  readonly metastring?: string;
  readonly title?: ReactNode;
  readonly language?: string;
  readonly showLineNumbers?: boolean | number;
  /** The block's lines highlighted at build time (src/remark/highlight-code.ts), HTML joined by newlines. */
  readonly highlighted?: string;
}

/**
 * A code block of text, without Prism in the browser: fenced blocks arrive
 * highlighted by the build, with token classes that the code-theme stylesheet
 * colours in both modes. React sets the lines as one HTML string, so hydrating
 * a block touches one element instead of every token.
 */
export default function StringContent({
  children,
  className: blockClassName = '',
  metastring,
  title: titleProp,
  showLineNumbers: showLineNumbersProp,
  language: languageProp,
  highlighted,
}: StringContentProps): ReactNode {
  const {
    prism: {defaultLanguage},
  } = useThemeConfig();
  // Prism languages are lowercase; authors write `PHP` too.
  const language = (languageProp ?? classLanguage(blockClassName) ?? defaultLanguage)?.toLowerCase();
  const wordWrap = useWordWrap();
  const title = metastringTitle(metastring) || titleProp;
  const {lineClassNames, code} = parseLines(children, {metastring, language, magicComments: MAGIC_COMMENTS});
  const showLineNumbers = Boolean(showLineNumbersProp ?? wantsLineNumbers(metastring));
  const numbered = showLineNumbers ? {line: styles.codeLine!, number: styles.codeLineNumber!, content: styles.codeLineContent!} : undefined;
  const html = linesHtml(code, highlighted, {lineClassNames, numbered});
  // A stable object, so the code does not depend on React 18 comparing the strings: React 19
  // sets innerHTML again whenever this object is a new one, even with the same string: each re-render (word wrap, scroll state) would rebuild every line, and the
  // word-wrap observer would answer with yet another render.
  const innerHtml = useMemo(() => ({__html: html}), [html]);
  return (
    <Container as="div" className={clsx(blockClassName, language && !blockClassName.includes(`language-${language}`) && `language-${language}`)}>
      {title && <div className={styles.codeBlockTitle}>{title}</div>}
      <div className={styles.codeBlockContent}>
        <pre tabIndex={0} ref={wordWrap.codeBlockRef} className={clsx('prism-code', `language-${language ?? 'text'}`, styles.codeBlock, 'thin-scrollbar')}>
          <code className={clsx(styles.codeBlockLines, showLineNumbers && styles.codeBlockLinesWithNumbering)} dangerouslySetInnerHTML={innerHtml} />
        </pre>
        <div className={styles.buttonGroup}>
          {(wordWrap.isEnabled || wordWrap.isCodeScrollable) && <WordWrapButton onClick={() => wordWrap.toggle()} isEnabled={wordWrap.isEnabled} />}
          <CopyButton code={code} />
        </div>
      </div>
    </Container>
  );
}
