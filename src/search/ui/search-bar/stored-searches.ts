const KEYS = ['__DOCSEARCH_RECENT_SEARCHES__', '__DOCSEARCH_FAVORITE_SEARCHES__'];

interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const isStoredHit = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && typeof (value as {objectID?: unknown}).objectID === 'string' && typeof (value as {url?: unknown}).url === 'string';

/**
 * DocSearch parses its recent and favourite searches from localStorage without
 * a guard, so one corrupted value crashes the dialog on open. Keeps the valid
 * entries, drops the rest; blocked storage is left alone (DocSearch falls back
 * to memory then).
 */
export function sanitizeStoredSearches(storage: StorageLike | undefined, indexName: string): void {
  if (!storage) return;
  for (const prefix of KEYS) {
    const key = `${prefix}${indexName}`;
    try {
      const raw = storage.getItem(key);
      if (raw === null) continue;
      let parsed: unknown;
      try {
        parsed = JSON.parse(raw);
      } catch {
        storage.removeItem(key);
        continue;
      }
      if (!Array.isArray(parsed)) {
        storage.removeItem(key);
        continue;
      }
      const valid = parsed.filter(isStoredHit);
      if (valid.length !== parsed.length) storage.setItem(key, JSON.stringify(valid));
    } catch {
      // storage is blocked or full: nothing to repair
    }
  }
}

export function browserStorage(): StorageLike | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
