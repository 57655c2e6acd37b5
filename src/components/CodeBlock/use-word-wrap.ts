import {useCallback, useEffect, useRef, useState, type RefObject} from 'react';

/**
 * The word-wrap toggle of a code block: whether the reader turned wrapping on,
 * and whether the code is wide enough for the toggle to be offered. Replaces
 * theme-common's private `useCodeWordWrap`. The site's CSS already wraps long
 * lines (src/css/reading.css), so the toggle mostly shows on blocks that still
 * overflow, such as numbered ones.
 */
export interface WordWrap {
  codeBlockRef: RefObject<HTMLPreElement>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
}

export function useWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    // Once wrapped, the block stays offered the toggle, so that the reader can turn it off.
    setIsCodeScrollable(pre.scrollWidth > pre.clientWidth || pre.querySelector('code')?.hasAttribute('style') === true);
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (code) {
      if (isEnabled) code.removeAttribute('style');
      else Object.assign(code.style, {whiteSpace: 'pre-wrap', overflowWrap: 'anywhere'});
    }
    setIsEnabled(!isEnabled);
  }, [isEnabled]);

  useEffect(measure, [isEnabled, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure, {passive: true});
    // A block in a hidden tab measures 0 wide: measure again when its panel is shown.
    const panel = codeBlockRef.current?.closest('[role=tabpanel]');
    const observer = panel ? new MutationObserver(measure) : undefined;
    if (panel) observer!.observe(panel, {attributes: true, attributeFilter: ['hidden']});
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
