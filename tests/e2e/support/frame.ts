import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {axeExclusionsFor, axeViolations} from './axe';
import {settleTransitions} from './browser';

/**
 * The frame is what surrounds `main` on every page: the navbar, the docs
 * sidebar and the footer. It is the same markup on every page of a sidebar
 * (only the active link and the open category change), so the crawl runs
 * axe on `main` of every page and tests/e2e/frame.test.ts runs it on the
 * whole page once per frame, with every sidebar category open.
 */
export const FRAME_SELECTORS = [
  // The skip link, the announcement bar and the navbar.
  '#__docusaurus > div[role="region"]',
  '.theme-announcement-bar',
  'nav.navbar',
  'aside.theme-doc-sidebar-container',
  'footer.footer',
  // The back-to-top button (on doc pages, fixed in a corner).
  'button[aria-label="Scroll back to top"]',
  // The live region that tells a reader the site is offline (src/components/OfflineNotice), empty otherwise.
  '#offline-notice',
];

const SIDEBAR = 'nav[aria-label="Docs sidebar"]';
const API_PREFIX = '/api/python-api/';

export interface FramePage {
  /** What makes this frame differ from the others, e.g. `sidebar api, static content`. */
  frame: string;
  path: string;
}

interface SidebarNode {
  url?: string;
  items?: SidebarNode[];
}

function routesOf(nodes: SidebarNode[]): string[] {
  return nodes.flatMap((node) => [...(node.url ? [node.url] : []), ...routesOf(node.items ?? [])]);
}

/**
 * One page per distinct frame among the given paths: per sidebar of the
 * build's sidebars.json (and, for the API sidebar, its pages whose content
 * the server renders alone, src/static-pages), and the pages outside every
 * sidebar. Stops with the file's name when the tree is missing or empty.
 */
export function framePages(buildDir: string, paths: string[]): FramePage[] {
  const file = path.join(buildDir, 'sidebars.json');
  if (!fs.existsSync(file)) throw new Error(`framePages: ${file} is missing (written by src/plugins/sidebar-tree)`);
  const tree = JSON.parse(fs.readFileSync(file, 'utf8')) as {sidebars?: Array<{key: string; items: SidebarNode[]}>};
  if (!tree.sidebars?.length) throw new Error(`framePages: ${file} lists no sidebar`);
  const sidebarOf = new Map<string, string>();
  for (const sidebar of tree.sidebars) {
    for (const route of routesOf(sidebar.items)) if (!sidebarOf.has(route)) sidebarOf.set(route, sidebar.key);
  }
  const byFrame = new Map<string, string>();
  for (const pagePath of paths) {
    const route = pagePath.replace(/\/+$/, '') || '/';
    const sidebar = sidebarOf.get(route);
    const frame = sidebar ? `sidebar ${sidebar}${route.startsWith(API_PREFIX) ? ', static content' : ''}` : 'no sidebar';
    if (!byFrame.has(frame)) byFrame.set(frame, pagePath);
  }
  return [...byFrame].map(([frame, pagePath]) => ({frame, path: pagePath}));
}

/**
 * Opens every category of the docs sidebar, so that every sidebar link is
 * rendered at once. The theme mounts a category's list on its first opening
 * and, with autoCollapseCategories, closes the siblings of the one opened:
 * each toggle is clicked once (a new list can bring new toggles), then a
 * style shows the lists the theme closed again. Returns the clicks.
 */
export async function openEverySidebarCategory(page: Page): Promise<number> {
  const opened = await page.evaluate(async (sidebar) => {
    const closed = `${sidebar} [aria-expanded="false"]:not([data-frame-opened])`;
    // The theme mounts a list in an effect after the click: wait a frame before looking again.
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    let clicks = 0;
    while (clicks < 1000) {
      let toggle = document.querySelector<HTMLElement>(closed);
      if (!toggle) {
        await nextFrame();
        toggle = document.querySelector<HTMLElement>(closed);
        if (!toggle) break;
      }
      toggle.setAttribute('data-frame-opened', '');
      // A DOM click reaches React's handler also on a toggle the theme has just closed again.
      toggle.click();
      clicks++;
      await nextFrame();
    }
    return clicks;
  }, SIDEBAR);
  if (opened >= 1000) throw new Error(`openEverySidebarCategory: ${page.url()} still has closed categories after 1000 clicks`);
  await page.addStyleTag({content: `${SIDEBAR} .menu__list { display: block !important; height: auto !important; overflow: visible !important; }`});
  return opened;
}

/**
 * Axe on the whole page, with every sidebar category open, in light and then
 * dark mode. Returns the violations, each prefixed with its mode.
 */
export async function frameViolations(page: Page, pagePath: string): Promise<string[]> {
  await openEverySidebarCategory(page);
  await settleTransitions(page);
  const light = await axeViolations(page, {exclude: axeExclusionsFor(pagePath)});
  await page.emulateMedia({colorScheme: 'dark'});
  await page.locator('html[data-theme="dark"]').waitFor({state: 'attached'});
  await settleTransitions(page);
  const dark = await axeViolations(page, {exclude: axeExclusionsFor(pagePath)});
  return [...light.map((line) => `light: ${line}`), ...dark.map((line) => `dark: ${line}`)];
}

/**
 * Visible text, images and controls that are neither in `main` nor in the
 * frame: a page that put content there would escape the crawl's axe run on
 * `main`, so the crawl asserts there is none.
 */
export function contentOutsideMainAndFrame(page: Page): Promise<string[]> {
  return page.evaluate((frameSelectors) => {
    const regions = ['main', ...frameSelectors].join(', ');
    const describe = (element: Element, what: string) => `${element.tagName.toLowerCase()}.${element.className}: ${what.slice(0, 60)}`;
    const outside = (element: Element) =>
      !element.closest(regions) && !element.closest('script, style, noscript, template') && element.checkVisibility({visibilityProperty: true, opacityProperty: true});
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement && outside(node.parentElement)) found.push(describe(node.parentElement, text));
    }
    for (const element of Array.from(document.body.querySelectorAll('img, svg, video, iframe, input, button, select, textarea, a[href], [role], [tabindex]'))) {
      if (outside(element)) found.push(describe(element, element.outerHTML));
    }
    return found;
  }, FRAME_SELECTORS);
}
