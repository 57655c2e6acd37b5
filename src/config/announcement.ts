import {escapeHtmlAll} from '../utils/escape-html';

/**
 * The announcement bar is off unless an operator configures it at build time.
 * A new id makes the bar reappear for readers who dismissed an older one.
 */
export interface Announcement {
  id: string;
  content: string;
  isCloseable: true;
}

export function announcementFromEnv(
  env: Record<string, string | undefined>,
): Announcement | undefined {
  const id = env.DOCS_ANNOUNCEMENT_ID?.trim();
  const content = env.DOCS_ANNOUNCEMENT?.trim();
  if (!id || !content) {
    return undefined;
  }
  // The theme renders announcement content as HTML; an env value is plain text.
  return {id, content: escapeHtmlAll(content), isCloseable: true};
}

