/**
 * What a code block's props say about it: its title, language and line
 * numbers. Replaces theme-common's private helpers of the same purpose
 * (`parseCodeBlockTitle`, `parseLanguage`, `containsLineNumbers`).
 */

/** `title="…"` or `title='…'` in the fence's metastring; empty when there is none. */
export function metastringTitle(metastring: string | undefined): string {
  return /title=(["'])(.*?)\1/.exec(metastring ?? '')?.[2] ?? '';
}

/** The `x` of a `language-x` class. */
export function classLanguage(className: string): string | undefined {
  return className.split(' ').find((name) => name.startsWith('language-'))?.slice('language-'.length);
}

/** Whether the metastring asks for line numbers. */
export function wantsLineNumbers(metastring: string | undefined): boolean {
  return metastring?.includes('showLineNumbers') ?? false;
}
