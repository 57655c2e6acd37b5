import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type {Browser} from 'playwright-core';

/** One response of a page's first load, with its size as served (gzip at level 6, as the site's precompressed files). */
export interface Download {
  url: string;
  /** The request's resource type: "script" for what the page runs, "other" for link prefetches. */
  type: string;
  raw: number;
  gzip: number;
  text: string;
}

export const gzipSize = (body: Buffer) => zlib.gzipSync(body, {level: 6}).length;

/** What tells that a Docusaurus page has hydrated. */
export const DOCUSAURUS_HYDRATED = 'html[data-has-hydrated="true"]';

/**
 * Everything a browser downloads when a reader opens `pagePath` first, until
 * `readySelector` is in the page (by default: the page has hydrated; null for
 * a site without such a mark) and 1.5 s more have passed (for prefetches).
 * Asset sizes are read from the build, since Chromium does not expose
 * prefetched bodies to the page's response API.
 */
export async function firstLoad(
  browser: Browser,
  buildDir: string,
  origin: string,
  pagePath: string,
  readySelector: string | null = DOCUSAURUS_HYDRATED,
): Promise<{downloads: Download[]; domNodes: number}> {
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  const downloads: Promise<Download | null>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    const type = response.request().resourceType();
    const file = path.join(buildDir, decodeURIComponent(url.pathname));
    const body =
      type !== 'document' && url.origin === origin && fs.existsSync(file) && fs.statSync(file).isFile()
        ? Promise.resolve(fs.readFileSync(file))
        : response.body();
    downloads.push(
      body
        .then((bytes) => ({url: response.url(), type, raw: bytes.length, gzip: gzipSize(bytes), text: bytes.toString('latin1')}))
        .catch(() => null),
    );
  });
  try {
    await page.goto(origin + pagePath, {waitUntil: 'networkidle', timeout: 60_000});
    if (readySelector !== null) await page.waitForSelector(readySelector, {timeout: 30_000});
    await page.waitForTimeout(1500);
    const domNodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const all = (await Promise.all(downloads)).filter((d): d is Download => d !== null);
    return {downloads: all, domNodes};
  } finally {
    await page.close();
  }
}

/** The scripts a page runs to render (what it prefetches for links excluded). */
export function firstLoadScripts(downloads: Download[]): Download[] {
  return downloads.filter((d) => d.type === 'script' && new URL(d.url).pathname.endsWith('.js'));
}

export const sumBytes = (items: Download[]) => items.reduce((acc, d) => ({raw: acc.raw + d.raw, gzip: acc.gzip + d.gzip}), {raw: 0, gzip: 0});

/** JS the page executes to render, and the HTML document. */
export function pageWeight(downloads: Download[]): {jsGzip: number; htmlRaw: number; htmlGzip: number} {
  const html = downloads.find((d) => d.type === 'document');
  return {jsGzip: sumBytes(firstLoadScripts(downloads)).gzip, htmlRaw: html?.raw ?? 0, htmlGzip: html?.gzip ?? 0};
}
