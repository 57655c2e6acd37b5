import {useEffect, useRef, useState, type RefObject} from 'react';

/**
 * Whether an element's content is wider than the element, kept current as the
 * page resizes. Scrollers use it to become a focusable, labelled region only
 * when there is something to scroll (WCAG 2.1.1), adding no tab stop otherwise.
 */
export function useHorizontalOverflow<T extends HTMLElement>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, overflows];
}
