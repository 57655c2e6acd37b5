import fs from 'node:fs';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {startNginx, type NginxServer} from '../../../scripts/lib/nginx';
import {spawn} from 'node:child_process';
import type {AlgoliaFixture} from './algolia-fixture';

const PROJECT = path.resolve(__dirname, '..', '..', '..');
const BUILD_DIR = path.join(PROJECT, 'build');
/**
 * One build with both variants an operator can configure: an announcement and
 * hosted search (package.json's build:variants). The two never touch each
 * other's code, so one build serves both test files, and build/ stays the
 * production default (no announcement, embedded search).
 */
const VARIANTS_BUILD_DIR = path.join(PROJECT, 'build-variants');
// Must match ALGOLIA_HOSTS in package.json's build:variants.
const ALGOLIA_FIXTURE_PORT = 4180;
const PORT = Number(process.env.E2E_PORT ?? 4173);

const servers: Array<NginxServer | AlgoliaFixture> = [];

function requireBuild(dir: string, command: string): void {
  if (!fs.existsSync(path.join(dir, 'sitemap.xml'))) {
    throw new Error(`No production build in ${path.relative(PROJECT, dir)}/: run \`${command}\` first (npm test does).`);
  }
}

// E2E_MAIN_BUILD_ONLY=1 serves only build/ (for running a few test files while
// working); the variants origin is then empty and its tests fail.
const MAIN_BUILD_ONLY = process.env.E2E_MAIN_BUILD_ONLY === '1';

export async function setup(project: TestProject): Promise<void> {
  requireBuild(BUILD_DIR, 'npm run build');
  try {
    const site = await startNginx(BUILD_DIR, PORT);
    servers.push(site);
    project.provide('origin', site.origin);
    project.provide('buildDir', BUILD_DIR);
    if (MAIN_BUILD_ONLY) {
      for (const key of ['announcementOrigin', 'hostedOrigin', 'algoliaFixtureOrigin'] as const) project.provide(key, '');
      return;
    }
    requireBuild(VARIANTS_BUILD_DIR, 'npm run build:variants');
    const fixture = await startFixtureProcess(VARIANTS_BUILD_DIR, ALGOLIA_FIXTURE_PORT);
    servers.push(fixture);
    const variants = await startNginx(VARIANTS_BUILD_DIR, PORT + 1);
    servers.push(variants);
    project.provide('announcementOrigin', variants.origin);
    project.provide('hostedOrigin', variants.origin);
    project.provide('algoliaFixtureOrigin', fixture.origin);
  } catch (error) {
    // Whatever started before the failure is stopped, so the run can end.
    await teardown();
    throw error;
  }
}

/** The Algolia-compatible fixture in a process of its own (see algolia-fixture-server.ts). */
function startFixtureProcess(buildDir: string, port: number): Promise<AlgoliaFixture> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'algolia-fixture-server.ts'), buildDir, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the Algolia fixture did not start within 20 s')), 20_000);
    child.once('exit', (code) => reject(new Error(`the Algolia fixture exited with ${code}`)));
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('ready')) return;
      clearTimeout(timer);
      resolve({
        origin: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

export async function teardown(): Promise<void> {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
}

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    buildDir: string;
    announcementOrigin: string;
    hostedOrigin: string;
    algoliaFixtureOrigin: string;
  }
}
