// Lighthouse 12.2.3 (pinned: 13 needs Node 22) against Debian's Chromium, one
// fresh browser per run so no cache or compiled code carries over between runs.
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from './chromium';

export type FormFactor = 'mobile' | 'desktop';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  tbtMs: number;
  cls: number;
  lcpMs: number;
}

async function waitForDebugger(port: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`chromium exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`chromium did not open its debugging port ${port} within 15 s`);
}

async function withChromium<T>(port: number, run: () => Promise<T>): Promise<T> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  const child = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, '--remote-debugging-address=127.0.0.1', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
  });
  try {
    await waitForDebugger(port, child);
    return await run();
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    // Chromium may still be writing its profile as it exits: retry, and never fail a benchmark over a temp folder.
    try {
      fs.rmSync(profile, {recursive: true, force: true, maxRetries: 5, retryDelay: 200});
    } catch {
      // left in the temp folder
    }
  }
}

/** One Lighthouse run (default mobile settings: simulated Slow 4G and a 4x slower CPU; or the desktop preset). */
export async function runLighthouse(url: string, formFactor: FormFactor, debuggingPort: number): Promise<LighthouseFigures> {
  const {default: lighthouse} = await import('lighthouse');
  const config = formFactor === 'desktop' ? (await import('lighthouse/core/config/desktop-config.js')).default : undefined;
  return withChromium(debuggingPort, async () => {
    const result = await lighthouse(url, {port: debuggingPort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility']}, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const {categories, audits} = result.lhr;
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: Math.round((categories.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
      tbtMs: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      lcpMs: numeric('largest-contentful-paint'),
    };
  });
}

export function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median of each figure over `runs` runs. */
export async function medianLighthouse(url: string, formFactor: FormFactor, runs: number, debuggingPort: number): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) results.push(await runLighthouse(url, formFactor, debuggingPort));
  const pick = (key: keyof LighthouseFigures) => median(results.map((result) => result[key]));
  return {performance: pick('performance'), accessibility: pick('accessibility'), tbtMs: pick('tbtMs'), cls: pick('cls'), lcpMs: pick('lcpMs')};
}
