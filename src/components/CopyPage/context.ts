import {createContext, useContext} from 'react';

/** The Markdown version of the doc being shown, provided by the DocItem layout; absent outside doc pages. */
export interface PageMarkdown {
  /** Site-relative: `/guides/build/assets.md`. */
  path: string;
  /** Absolute, for the assistants' prompt. */
  url: string;
}

export const PageMarkdownContext = createContext<PageMarkdown | undefined>(undefined);

export function usePageMarkdown(): PageMarkdown | undefined {
  return useContext(PageMarkdownContext);
}
