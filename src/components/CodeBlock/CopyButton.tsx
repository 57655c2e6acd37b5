import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import {COPIED_CLASS, COPIED_FOR_MS, COPIED_LABEL, COPY_LABEL} from './copy-state';
import styles from './styles.module.css';


/**
 * The code block's copy button: copies the code and shows a check for a
 * second. Its icons are the theme's public ones; the button and its states are
 * the site's own (see ./styles.module.css).
 */
export default function CopyButton({code}: {code: string}): ReactNode {
  const [copied, setCopied] = useState(false);
  const timeout = useRef<number | undefined>(undefined);
  const copy = useCallback(() => {
    void navigator.clipboard.writeText(code).then(() => {
      setCopied(true);
      window.clearTimeout(timeout.current);
      timeout.current = window.setTimeout(() => setCopied(false), COPIED_FOR_MS);
    });
  }, [code]);
  useEffect(() => () => window.clearTimeout(timeout.current), []);
  return (
    <button type="button" aria-label={copied ? COPIED_LABEL : COPY_LABEL} title="Copy" className={clsx('clean-btn', styles.copyButton, copied && COPIED_CLASS)} onClick={copy}>
      <span className={styles.copyButtonIcons} aria-hidden="true">
        <IconCopy className={styles.copyButtonIcon} />
        <IconSuccess className={styles.copyButtonSuccessIcon} />
      </span>
    </button>
  );
}
