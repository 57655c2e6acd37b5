const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'zsh', 'powershell']);

/** The language of a code block, from its `language-x` class or its language prop. */
export function codeLanguage(className: string | undefined, language: string | undefined): string | undefined {
  return language ?? /(?:^|\s)language-([\w-]+)/.exec(className ?? '')?.[1];
}

/**
 * Shell blocks without a title of their own are titled "Terminal", so a reader
 * tells commands to type from files to write at a glance.
 */
export function defaultTitle(language: string | undefined, metastring: string | undefined, title: unknown): string | undefined {
  if (title !== undefined || /\btitle=/.test(metastring ?? '')) return undefined;
  return language !== undefined && SHELL_LANGUAGES.has(language) ? 'Terminal' : undefined;
}
