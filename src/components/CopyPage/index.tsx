import React, {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import type {PageMarkdown} from './context';
import {chatGptUrl, claudeUrl, nextMenuIndex} from './links';
import styles from './styles.module.css';

type CopyState = 'idle' | 'copying' | 'copied' | 'failed';

/** How long "Copied" stays in view; the live region has announced it by then. */
const STATUS_DURATION_MS = 4_000;

const STATUS_TEXT: Record<CopyState, string> = {
  idle: '',
  copying: 'Copying…',
  copied: 'Copied the page as Markdown',
  failed: 'Could not copy the page; use View as Markdown instead',
};

async function copyMarkdown(path: string): Promise<void> {
  const response = await fetch(path, {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  await navigator.clipboard.writeText(await response.text());
}

/**
 * "Copy page": a menu button (WAI-ARIA menu button pattern) offering the page
 * as Markdown, to copy or to view, or to open in an assistant. The assistant
 * items are plain links: nothing leaves the page until the reader follows one.
 */
/** A menu item that opens an address in a new tab. */
function MenuLink({href, rel, title, hint, onSelect}: {href: string; rel: string; title: string; hint: string; onSelect: () => void}): ReactNode {
  return (
    <li role="none">
      <a role="menuitem" tabIndex={-1} className={styles.item} href={href} target="_blank" rel={rel} onClick={onSelect}>
        <span className={styles.itemTitle}>{title}</span>
        <span className={styles.itemHint}>{hint}</span>
      </a>
    </li>
  );
}

export default function CopyPage({markdown}: {markdown: PageMarkdown}): ReactNode {
  const [open, setOpen] = useState(false);
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusTarget = useRef<'first' | 'last' | undefined>(undefined);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const target = focusTarget.current;
    const list = items();
    (target === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const node = event.target as Node;
      if (!menuRef.current?.contains(node) && !buttonRef.current?.contains(node)) close(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  const openMenu = (focus: 'first' | 'last') => {
    focusTarget.current = focus;
    setOpen(true);
  };

  useEffect(() => {
    if (copyState !== 'copied' && copyState !== 'failed') return undefined;
    const timer = window.setTimeout(() => setCopyState('idle'), STATUS_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [copyState]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowUp' ? 'last' : 'first');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const list = items();
    const next = nextMenuIndex(event.key, list.indexOf(document.activeElement as HTMLElement), list.length);
    if (next !== undefined) {
      event.preventDefault();
      list[next]?.focus();
    }
  };

  const onCopy = async () => {
    close(true);
    setCopyState('copying');
    try {
      await copyMarkdown(markdown.path);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
  };

  return (
    <div className={styles.copyPage}>
      <button
        ref={buttonRef}
        type="button"
        className={clsx('button button--sm button--outline button--secondary', styles.button)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}>
        Copy page
        <svg className={styles.chevron} viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
          <path d="M3.5 6l4.5 4.5L12.5 6" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>
      <ul ref={menuRef} id={menuId} role="menu" aria-label="Copy page" className={styles.menu} hidden={!open} onKeyDown={onMenuKeyDown}>
        <li role="none">
          <button type="button" role="menuitem" tabIndex={-1} className={styles.item} onClick={() => void onCopy()}>
            <span className={styles.itemTitle}>Copy as Markdown</span>
            <span className={styles.itemHint}>For pasting into an assistant or an editor</span>
          </button>
        </li>
        <MenuLink href={markdown.path} rel="noopener" title="View as Markdown" hint="Opens the plain text in a new tab" onSelect={() => close(false)} />
        <MenuLink href={chatGptUrl(markdown.url)} rel="noopener noreferrer" title="Open in ChatGPT" hint="Asks ChatGPT to read this page" onSelect={() => close(false)} />
        <MenuLink href={claudeUrl(markdown.url)} rel="noopener noreferrer" title="Open in Claude" hint="Asks Claude to read this page" onSelect={() => close(false)} />
      </ul>
      <span className={styles.status} role="status">
        {STATUS_TEXT[copyState]}
      </span>
    </div>
  );
}
