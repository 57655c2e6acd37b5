/* Types shared by the build-time catalog reader and the browser components. */

/** A brand mark drawn from simple-icons (24×24 viewBox). */
export interface BrandLogo {
  path: string;
  light: string;
  dark: string;
}

/** One integration on the landing grid, read from its page's front matter. */
export interface IntegrationEntry {
  /** Folder or file name under docs/integrations/libraries, also the logo key. */
  slug: string;
  label: string;
  href: string;
  description: string;
  tags: string[];
  monogram: string;
}

/** A tag from docs/tags.yml: its key in front matter and its label. */
export interface IntegrationTag {
  key: string;
  label: string;
}

/**
 * What an integration page's title shows, added to its front matter at build
 * time (src/integrations/title-logo.ts): the brand mark, or the monogram.
 */
export type TitleLogo = {logo: BrandLogo} | {monogram: string};

/** The front matter key that carries an integration page's title logo. */
export const TITLE_LOGO_KEY = 'integration_logo';
