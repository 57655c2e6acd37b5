import React, {forwardRef, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

interface Props {
  label: string;
  onIntent: () => void;
  onClick: () => void;
  /** Why search cannot open now (offline before the index arrived), shown under the button. */
  message?: string | null;
}

function isApplePlatform(): boolean {
  return /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);
}

/**
 * The search button, with DocSearch's class names so its stylesheet applies,
 * but without importing DocSearch: the library loads on the first sign of
 * intent (hover, focus, touch) instead of with every page.
 */
const SearchButton = forwardRef<HTMLButtonElement, Props>(function SearchButton({label, onIntent, onClick, message}, ref): ReactNode {
  const isBrowser = useIsBrowser();
  const modifier = isBrowser && isApplePlatform() ? '⌘' : 'Ctrl';
  return (
    <span className={styles.buttonWrapper}>
    <button
      ref={ref}
      type="button"
      className="DocSearch DocSearch-Button"
      aria-label={`${label} (${modifier === '⌘' ? 'Command' : 'Ctrl'}+K)`}
      aria-keyshortcuts={modifier === '⌘' ? 'Meta+K /' : 'Control+K /'}
      onMouseOver={onIntent}
      onFocus={onIntent}
      onTouchStart={onIntent}
      onClick={onClick}>
      <span className="DocSearch-Button-Container">
        <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
          <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
          <path d="m13 13 5 5" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
        <span className="DocSearch-Button-Placeholder">{label}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {isBrowser && (
          <>
            <kbd className="DocSearch-Button-Key">{modifier}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
    <span role="status" className={message ? styles.buttonMessage : undefined}>
      {message}
    </span>
    </span>
  );
});

export default SearchButton;
