import fs from 'node:fs';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {startNginx, type NginxServer} from '../../../scripts/lib/nginx';
import {spawn} from 'node:child_process';
import type {AlgoliaFixture} from './algolia-fixture';

const PROJECT = path.resolve(__dirname, '..', '..', '..');
const BUILD_DIR = path.join(PROJECT, 'build');
const ANNOUNCEMENT_BUILD_DIR = path.join(PROJECT, 'build-announcement');
const HOSTED_BUILD_DIR = path.join(PROJECT, 'build-hosted');
// Must match ALGOLIA_HOSTS in package.json's build:hosted.
const ALGOLIA_FIXTURE_PORT = 4180;
const PORT = Number(process.env.E2E_PORT ?? 4173);

const servers: Array<NginxServer | AlgoliaFixture> = [];

function requireBuild(dir: string, command: string): void {
  if (!fs.existsSync(path.join(dir, 'sitemap.xml'))) {
    throw new Error(`No production build in ${path.relative(PROJECT, dir)}/: run \`${command}\` first (npm test does).`);
  }
}

// E2E_MAIN_BUILD_ONLY=1 serves only build/ (for running a few test files while
// working); the announcement and hosted origins are then empty and their tests fail.
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
    requireBuild(ANNOUNCEMENT_BUILD_DIR, 'npm run build:announcement');
    requireBuild(HOSTED_BUILD_DIR, 'npm run build:hosted');
    const announced = await startNginx(ANNOUNCEMENT_BUILD_DIR, PORT + 1);
    servers.push(announced);
    const fixture = await startFixtureProcess(HOSTED_BUILD_DIR, ALGOLIA_FIXTURE_PORT);
    servers.push(fixture);
    const hosted = await startNginx(HOSTED_BUILD_DIR, PORT + 2);
    servers.push(hosted);
    project.provide('announcementOrigin', announced.origin);
    project.provide('hostedOrigin', hosted.origin);
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
