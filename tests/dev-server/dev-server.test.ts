import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {Browser, Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {launchChromium} from '../../scripts/lib/chromium';

/**
 * `docusaurus start` on a temporary copy of the site (the working tree is never
 * edited): a guide and an API page open in Chromium and hydrate, and editing a
 * snippet file and an API data file shows on the open pages without a reload.
 */
const PROJECT = path.resolve(__dirname, '..', '..');
const PORT = Number(process.env.DEV_SERVER_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2);
const ORIGIN = `http://127.0.0.1:${PORT}`;
/** The dev server compiles every page before it answers: minutes on 2 busy cores. */
const START_TIMEOUT = 480_000;
/** One page recompiled and pushed to the browser. */
const UPDATE_TIMEOUT = 120_000;
/** What the copy leaves out: dependencies are linked, outputs and caches are not needed. */
const NOT_COPIED = new Set(['node_modules', '.git', '.docusaurus', 'test-results', 'bench-results', '.scratch']);

const GUIDE = {route: '/getting-started/quickstart', snippet: 'snippets/getting_started/quickstart/assets.py'};
const API = {route: '/api/python-api/dynamic', data: 'api/python-api/dynamic.yaml', text: 'Dynamic outputs let an op decide'};

let siteDir: string;
let server: ChildProcess;
let serverLog = '';
let browser: Browser;

function copySite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-dev-server-'));
  for (const entry of fs.readdirSync(PROJECT)) {
    if (NOT_COPIED.has(entry) || entry.startsWith('build')) continue;
    fs.cpSync(path.join(PROJECT, entry), path.join(dir, entry), {recursive: true});
  }
  fs.symlinkSync(path.join(PROJECT, 'node_modules'), path.join(dir, 'node_modules'));
  return dir;
}

/** Resolves once the server answers the guide with 200, or fails naming what it printed. */
async function waitUntilServing(): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`docusaurus start exited with ${server.exitCode}:\n${serverLog.slice(-3000)}`);
    const status = await fetch(`${ORIGIN}${GUIDE.route}`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
  throw new Error(`docusaurus start did not serve ${GUIDE.route} within ${START_TIMEOUT / 1000} s:\n${serverLog.slice(-3000)}`);
}

async function openHydrated(route: string): Promise<{page: Page; errors: string[]}> {
  const page = await browser.newPage({viewport: {width: 1280, height: 800}});
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  await page.goto(`${ORIGIN}${route}`, {waitUntil: 'load', timeout: UPDATE_TIMEOUT});
  await page.waitForSelector('html[data-has-hydrated="true"]', {timeout: UPDATE_TIMEOUT});
  return {page, errors};
}

/** Waits for the text on the open page (hot update, no reload), or fails with the server's last words. */
async function expectTextToAppear(page: Page, selector: string, text: string): Promise<void> {
  try {
    await page.locator(selector, {hasText: text}).first().waitFor({timeout: UPDATE_TIMEOUT});
  } catch (error) {
    throw new Error(`"${text}" did not appear in ${selector} of ${page.url()} within ${UPDATE_TIMEOUT / 1000} s: ${(error as Error).message}\n${serverLog.slice(-2000)}`);
  }
}

describe('docusaurus start (the development server)', () => {
  beforeAll(async () => {
    siteDir = copySite();
    server = spawn(process.execPath, [path.join(PROJECT, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'start', '--host', '127.0.0.1', '--port', String(PORT), '--no-open'], {
      cwd: siteDir,
      env: {...process.env, BROWSER: 'none', NODE_ENV: 'development', DOCUSAURUS_TELEMETRY_DISABLED: '1', NO_UPDATE_NOTIFIER: '1'},
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    const keep = (chunk: Buffer) => {
      serverLog = (serverLog + chunk.toString()).slice(-20_000);
    };
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    browser = await launchChromium();
    await waitUntilServing();
  }, START_TIMEOUT + 60_000);

  afterAll(async () => {
    await browser?.close();
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      // The dev server's own children (the bundler's workers) go with it: it leads its process group.
      process.kill(-server.pid, 'SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (server.exitCode === null) process.kill(-server.pid, 'SIGKILL');
    }
    if (siteDir) fs.rmSync(siteDir, {recursive: true, force: true});
  }, 30_000);

  test('a guide shows its snippet, and an edit of the snippet file appears on the open page', async () => {
    const {page, errors} = await openHydrated(GUIDE.route);
    const snippet = path.join(siteDir, GUIDE.snippet);
    const marker = `dev_server_check_${Date.now()}`;
    expect(await page.locator('h1').count()).toBe(1);
    expect(await page.locator('pre', {hasText: marker}).count()).toBe(0);
    fs.appendFileSync(snippet, `\n${marker} = True\n`);
    await expectTextToAppear(page, 'pre', marker);
    expect(errors).toEqual([]);
  }, UPDATE_TIMEOUT * 2);

  test('an API page shows its data, and an edit of the API data file appears on the open page', async () => {
    const {page, errors} = await openHydrated(API.route);
    const data = path.join(siteDir, API.data);
    const marker = `dev-server-check-${Date.now()}`;
    const yaml = fs.readFileSync(data, 'utf8');
    expect(yaml).toContain(API.text);
    await expectTextToAppear(page, 'main', API.text);
    fs.writeFileSync(data, yaml.replace(API.text, `${API.text} (${marker})`));
    await expectTextToAppear(page, 'main', marker);
    expect(errors).toEqual([]);
  }, UPDATE_TIMEOUT * 2);
});
