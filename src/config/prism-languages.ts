/** Prism grammars added to the ones prism-react-renderer ships (themeConfig.prism.additionalLanguages). */
export const ADDITIONAL_PRISM_LANGUAGES = ['diff', 'json', 'bash', 'docker'] as const;
