import type {IntegrationEntry} from '../../integrations/catalog-types';

/** Lower case without accents, so "Pandera" matches "pandera" and "é" matches "e". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/**
 * The integrations that carry `tag` (any when null) and whose name, page name
 * or description contains every word of `query`.
 */
export function filterIntegrations(entries: readonly IntegrationEntry[], query: string, tag: string | null): IntegrationEntry[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return entries.filter((entry) => {
    if (tag !== null && !entry.tags.includes(tag)) return false;
    const haystack = fold(`${entry.label} ${entry.slug} ${entry.description}`);
    return words.every((word) => haystack.includes(word));
  });
}

/** What the live region announces after each change of the filter. */
export function countMessage(shown: number, total: number): string {
  if (shown === total) return `${total} integrations`;
  return `${shown} of ${total} integrations`;
}
