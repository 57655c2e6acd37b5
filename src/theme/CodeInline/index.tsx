import React, {type ReactNode} from 'react';
import type {Props} from '@theme/CodeInline';
import {codePieces} from './words';

/**
 * Inline code whose hyphenated words never break at their hyphens: Chromium
 * ends a narrow line after the hyphen of `dagster-webserver` or of the flag
 * `--package-name`, which then reads as two words. Code made of anything but
 * plain text is left as the theme draws it.
 */
export default function CodeInline({children, ...props}: Props): ReactNode {
  if (typeof children !== 'string' || !children.includes('-')) return <code {...props}>{children}</code>;
  return (
    <code {...props}>
      {codePieces(children).map((piece, index) =>
        piece.whole ? (
          <span key={index} className="code-word">
            {piece.text}
          </span>
        ) : (
          piece.text
        ),
      )}
    </code>
  );
}
