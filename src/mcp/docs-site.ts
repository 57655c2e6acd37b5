import fs from 'node:fs';
import path from 'node:path';
import {markdownRoute} from '../plugins/markdown-export/routes';
import {SIDEBAR_TREE_FILE, type SidebarTreeFile} from '../plugins/sidebar-tree/tree';

/** Longest page address get_page accepts: far above any route, far below abuse. */
export const MAX_ADDRESS_LENGTH = 2048;

/** The built site as the MCP server reads it: Markdown pages, the sidebars, the site's origin. */
export interface BuiltSite {
  buildDir: string;
  /** `https://docs.dagster.io`, read from the sitemap, for absolute links. */
  origin: string;
  sections: SidebarTreeFile;
}

function readRequired(buildDir: string, name: string): string {
  const file = path.join(buildDir, name);
  if (!fs.existsSync(file)) throw new Error(`The build at ${buildDir} has no ${name}: run npm run build first`);
  return fs.readFileSync(file, 'utf8');
}

export function openBuiltSite(buildDir: string): BuiltSite {
  const sitemap = readRequired(buildDir, 'sitemap.xml');
  const firstLoc = /<loc>(https?:\/\/[^<]+)<\/loc>/.exec(sitemap)?.[1];
  if (!firstLoc) throw new Error(`${path.join(buildDir, 'sitemap.xml')} lists no page address`);
  const sections = JSON.parse(readRequired(buildDir, SIDEBAR_TREE_FILE)) as SidebarTreeFile;
  if (sections.version !== 1 || !Array.isArray(sections.sidebars)) throw new Error(`${path.join(buildDir, SIDEBAR_TREE_FILE)} is not a sidebar tree of version 1`);
  return {buildDir, origin: new URL(firstLoc).origin, sections};
}

/**
 * The route an address names: a route (`/guides/build/assets`), the same
 * without the leading slash, a full URL of the site, its `.md` form, with or
 * without a trailing slash, query or anchor.
 */
export function routeOfAddress(address: string): string {
  const trimmed = address.trim();
  if (trimmed === '') throw new Error('Give a page: a path such as /guides/build/assets or a URL of the docs site');
  if (trimmed.length > MAX_ADDRESS_LENGTH) throw new Error(`A page address is at most ${MAX_ADDRESS_LENGTH} characters; this one has ${trimmed.length}`);
  let pathname: string;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) {
    try {
      pathname = new URL(trimmed).pathname;
    } catch {
      throw new Error(`"${trimmed}" is not a valid URL`);
    }
  } else {
    pathname = `/${trimmed.replace(/^\/+/, '')}`.replace(/[?#].*$/, '');
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    throw new Error(`"${trimmed}" has a malformed percent-encoding`);
  }
  const route = decoded
    .replace(/\/index\.(html|md)$/, '')
    .replace(/\.(md|html)$/, '')
    .replace(/\/+$/, '');
  if (route.split('/').some((segment) => segment === '..' || segment === '.')) throw new Error(`"${trimmed}" is not a page address (it has . or .. segments)`);
  return route === '' ? '/' : route;
}

/** Whether the build has a page, with its Markdown, at a route. */
export function hasPageMarkdown(site: BuiltSite, route: string): boolean {
  const file = path.join(site.buildDir, markdownRoute(route));
  return fs.existsSync(file) && fs.statSync(file).isFile();
}

/** The Markdown of a route, or undefined when the build has no page there. */
export function readPageMarkdown(site: BuiltSite, route: string): string | undefined {
  return hasPageMarkdown(site, route) ? fs.readFileSync(path.join(site.buildDir, markdownRoute(route)), 'utf8') : undefined;
}
