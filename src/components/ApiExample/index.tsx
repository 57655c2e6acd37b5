import React, {useMemo, useRef, useState, type ReactNode} from 'react';
import {COPY_LABEL, copyExample} from './copy';

interface Props {
  /** The example highlighted at build time (src/code-highlight/api-example.ts): HTML for the inside of `<code>`. */
  html: string;
}

/**
 * A highlighted example on an API page. Lighter than the theme's code block
 * (no line elements, colours by class, a text copy button instead of icons):
 * an API page carries dozens of examples. The generator highlights them, so the
 * page hydrates one element per example and the browser loads no highlighter.
 */
export default function ApiExample({html}: Props): ReactNode {
  const [copied, setCopied] = useState(false);
  const codeRef = useRef<HTMLElement>(null);
  // A stable object: React 19 sets innerHTML again for a new one (the copy state re-renders), React 18 compares the strings.
  const innerHtml = useMemo(() => ({__html: html}), [html]);
  const copy = () => copyExample(codeRef.current, () => setCopied(true), () => setCopied(false));
  const label = COPY_LABEL[copied ? 'copied' : 'idle'];
  return (
    <div className="api-example">
      <button type="button" className="api-example__copy" onClick={copy} aria-label={label.aria}>
        {label.text}
      </button>
      <pre tabIndex={0}>
        <code ref={codeRef} dangerouslySetInnerHTML={innerHtml} />
      </pre>
    </div>
  );
}
