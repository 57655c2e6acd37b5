const ENTITIES: Readonly<Record<string, string>> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};

/** Text made safe between tags and inside double-quoted attributes (markup this project writes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => ENTITIES[character]!);
}

/** The same, and safe inside single-quoted attributes too: for text whose surroundings are not ours. */
export function escapeHtmlAll(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]!);
}
