/** Whether the browser says it has no network; `undefined` onLine counts as online. */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

/** Resolves at the browser's next `online` event. */
export function nextOnline(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('online', () => resolve(), {once: true}));
}
