/**
 * The navigation waiting for the network, shared between the router's preload
 * (which sets it) and the OfflineNotice component (which shows it).
 */
export interface PendingOfflineNavigation {
  /** The address the reader asked for; the current page stays visible meanwhile. */
  href: string;
}

type Listener = () => void;

let pending: PendingOfflineNavigation | null = null;
const listeners = new Set<Listener>();

export function pendingOfflineNavigation(): PendingOfflineNavigation | null {
  return pending;
}

export function setPendingOfflineNavigation(next: PendingOfflineNavigation | null): void {
  if (pending === next) return;
  pending = next;
  listeners.forEach((listener) => listener());
}

export function subscribeToOfflineNavigation(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
