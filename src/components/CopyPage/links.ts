/** What an assistant is asked when a reader opens the page in it. Only the page's address is sent, and only on click. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} (a page of the Dagster documentation, as Markdown) so I can ask you questions about it.`;
}

export function chatGptUrl(markdownUrl: string): string {
  return `https://chatgpt.com/?hints=search&q=${encodeURIComponent(assistantPrompt(markdownUrl))}`;
}

export function claudeUrl(markdownUrl: string): string {
  return `https://claude.ai/new?q=${encodeURIComponent(assistantPrompt(markdownUrl))}`;
}

/** Index of the menu item a key moves focus to, or undefined for keys the menu does not handle. */
export function nextMenuIndex(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
