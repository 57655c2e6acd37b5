import {useEffect, useRef} from 'react';
import {useLocation} from '@docusaurus/router';

type Location = ReturnType<typeof useLocation>;

/**
 * Calls `onChange` after each client-side navigation (not on the first
 * render). Replaces theme-common's private `useLocationChange`.
 */
export function useLocationChange(onChange: (change: {location: Location; previousLocation: Location}) => void): void {
  const location = useLocation();
  const previous = useRef(location);
  // The latest callback, without making it a reason to run the effect.
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    if (location === previous.current) return;
    const previousLocation = previous.current;
    previous.current = location;
    callback.current({location, previousLocation});
  }, [location]);
}
