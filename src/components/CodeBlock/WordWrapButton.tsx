import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import IconWordWrap from '@theme/Icon/WordWrap';
import styles from './styles.module.css';

const LABEL = 'Toggle word wrap';

/**
 * The code block's word-wrap toggle. The site's own: the theme's moved from
 * `@theme/CodeBlock/WordWrapButton` to `@theme/CodeBlock/Buttons/…` in
 * Docusaurus 3.8; the icon (`@theme/Icon/WordWrap`) stayed.
 */
export default function WordWrapButton({onClick, isEnabled}: {onClick: () => void; isEnabled: boolean}): ReactNode {
  return (
    <button type="button" onClick={onClick} className={clsx('clean-btn', isEnabled && styles.wordWrapButtonEnabled)} aria-label={LABEL} title={LABEL} aria-pressed={isEnabled}>
      <IconWordWrap className={styles.wordWrapButtonIcon} aria-hidden="true" />
    </button>
  );
}
