import fs from 'node:fs';
import path from 'node:path';
import type {TestProject} from 'vitest/node';
import {startNginx, type NginxServer} from '../../../scripts/lib/nginx';

const BUILD_DIR = path.resolve(__dirname, '..', '..', '..', 'build');
const PORT = Number(process.env.E2E_PORT ?? 4173);

let server: NginxServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  if (!fs.existsSync(path.join(BUILD_DIR, 'sitemap.xml'))) {
    throw new Error('No production build in build/: run `npm run build` first (npm test does).');
  }
  server = await startNginx(BUILD_DIR, PORT);
  project.provide('origin', server.origin);
  project.provide('buildDir', BUILD_DIR);
}

export async function teardown(): Promise<void> {
  await server?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    origin: string;
    buildDir: string;
  }
}
