/** Prefetches allowed per page view: enough for the next page in a reading path. */
export const PREFETCH_BUDGET = 6;

interface ConnectionLike {
  effectiveType?: string;
  saveData?: boolean;
}

/** No speculative downloads where the reader pays for them in time or money. */
export function prefetchAllowed(connection: ConnectionLike | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !/(^|-)2g$|^3g$/.test(connection.effectiveType ?? '');
}

/**
 * Keeps the first requests of a page view, in the order links became visible
 * (the content's own links and the sidebar around the current page come first),
 * up to the budget, without repeats.
 */
export class PrefetchQueue {
  private readonly pending: string[] = [];
  private readonly seen = new Set<string>();
  private spent = 0;

  constructor(private readonly budget: number) {}

  offer(routePath: string): boolean {
    if (this.seen.has(routePath) || this.spent + this.pending.length >= this.budget) return false;
    this.seen.add(routePath);
    this.pending.push(routePath);
    return true;
  }

  take(): string[] {
    const batch = this.pending.splice(0);
    this.spent += batch.length;
    return batch;
  }

  /** A new page view gets a new budget; routes already fetched are not asked for again. */
  newPageView(): void {
    this.pending.length = 0;
    this.spent = 0;
  }
}
