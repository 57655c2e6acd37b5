import {useEffect, useRef, useState, type RefObject} from 'react';

/**
 * By how many pixels an element's content is wider than the element (0 when it
 * fits), kept current as the page resizes. Scrollers use it to become a
 * focusable, labelled region only when there is something to scroll (WCAG
 * 2.1.1), adding no tab stop otherwise.
 */
export function useHorizontalOverflow<T extends HTMLElement>(): [RefObject<T>, number] {
  const ref = useRef<T>(null);
  const [overflow, setOverflow] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    // Even one pixel makes the element scroll (and makes axe ask for a tab stop).
    const measure = () => setOverflow(Math.max(0, element.scrollWidth - element.clientWidth));
    measure();
    // The content can widen while the scroller keeps its size (a web font or an
    // image arriving after hydration), so the children are watched too.
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of Array.from(element.children)) observer.observe(child);
    let live = true;
    document.fonts?.ready.then(() => live && measure(), () => undefined);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, []);
  return [ref, overflow];
}
