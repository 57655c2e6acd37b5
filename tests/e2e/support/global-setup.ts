import fs from 'node:fs';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {startNginx, type NginxServer} from '../../../scripts/lib/nginx';
import {startAlgoliaFixture, type AlgoliaFixture} from './algolia-fixture';

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

export async function setup(project: TestProject): Promise<void> {
  requireBuild(BUILD_DIR, 'npm run build');
  requireBuild(ANNOUNCEMENT_BUILD_DIR, 'npm run build:announcement');
  requireBuild(HOSTED_BUILD_DIR, 'npm run build:hosted');
  const site = await startNginx(BUILD_DIR, PORT);
  servers.push(site);
  const announced = await startNginx(ANNOUNCEMENT_BUILD_DIR, PORT + 1);
  servers.push(announced);
  project.provide('origin', site.origin);
  project.provide('buildDir', BUILD_DIR);
  project.provide('announcementOrigin', announced.origin);
  const fixture = await startAlgoliaFixture(HOSTED_BUILD_DIR, ALGOLIA_FIXTURE_PORT);
  servers.push(fixture);
  const hosted = await startNginx(HOSTED_BUILD_DIR, PORT + 2);
  servers.push(hosted);
  project.provide('hostedOrigin', hosted.origin);
  project.provide('algoliaFixtureOrigin', fixture.origin);
}

export async function teardown(): Promise<void> {
  await Promise.all(servers.map((server) => server.stop()));
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
