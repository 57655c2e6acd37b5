import React, {useState, type ReactNode} from 'react';
import {Highlight, themes} from 'prism-react-renderer';
import {toRuns} from './tokens';

interface Props {
  /** The example's source, already cut from its snippet file. */
  code: string;
  language: string;
}

/**
 * A highlighted example on an API page. Lighter than the theme's code block
 * (no line elements, colours by class instead of inline styles, a text copy
 * button instead of icons): an API page carries dozens of examples, and the
 * code block's markup alone put the largest pages over their weight budget.
 */
export default function ApiExample({code, language}: Props): ReactNode {
  const [copied, setCopied] = useState(false);
  const copy = () => {
    void navigator.clipboard.writeText(code).then(() => {
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    });
  };
  return (
    <div className="api-example">
      <button type="button" className="api-example__copy" onClick={copy} aria-label={copied ? 'Copied' : 'Copy example code'}>
        {copied ? 'Copied' : 'Copy'}
      </button>
      <Highlight code={code} language={language} theme={themes.github}>
        {({tokens}) => (
          <pre tabIndex={0}>
            <code>{toRuns(tokens).map((run, position) => (run.role ? <span key={position} className={run.role}>{run.text}</span> : run.text))}</code>
          </pre>
        )}
      </Highlight>
    </div>
  );
}
