import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {contentSecurityPolicy, inlineScriptHashes, searchOrigins} from './csp';
import {canonicalRedirectLines, pageAddresses} from './page-addresses';

const PROJECT = path.resolve(__dirname, '..', '..');
const TEMPLATE = path.join(PROJECT, 'deploy', 'nginx.conf');

export interface NginxServer {
  origin: string;
  configPath: string;
  /** Settles with nginx's exit code when it exits, for whatever reason. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error('nginx is not installed: run scripts/install-system-deps.sh as root');
}

/** Debian's libnginx-mod-http-brotli-static puts the module here. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export interface NginxConfigOptions {
  buildDir: string;
  port: number;
  runtimeDir: string;
  /** Send Strict-Transport-Security; default: on unless DOCS_HSTS=off (TLS ends elsewhere and HSTS is set there, or not wanted). */
  hsts?: boolean;
  /** Path of the brotli_static module to load, or null; default: Debian's, if installed. */
  brotliModule?: string | null;
}

export function hstsFromEnv(env: NodeJS.ProcessEnv = process.env): boolean {
  const value = (env.DOCS_HSTS ?? 'on').trim().toLowerCase();
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`DOCS_HSTS must be "on" or "off", not "${env.DOCS_HSTS}"`);
}

function installedBrotliModule(): string | null {
  return fs.existsSync(BROTLI_STATIC_MODULE) ? BROTLI_STATIC_MODULE : null;
}

export function renderNginxConfig(options: NginxConfigOptions): string {
  const template = fs.readFileSync(TEMPLATE, 'utf8');
  const brotliModule = options.brotliModule === undefined ? installedBrotliModule() : options.brotliModule;
  const hsts = options.hsts ?? hstsFromEnv();
  const values: Record<string, string> = {
    USER_DIRECTIVE: process.getuid?.() === 0 ? 'user root;' : '',
    LOAD_BROTLI_MODULE: brotliModule ? `load_module ${brotliModule};` : '# brotli: libnginx-mod-http-brotli-static is not installed',
    BROTLI_STATIC: brotliModule ? 'brotli_static on;' : '',
    RUNTIME: options.runtimeDir,
    MIME_TYPES: '/etc/nginx/mime.types',
    LISTEN: `127.0.0.1:${options.port}`,
    ROOT: path.resolve(options.buildDir),
    CSP: contentSecurityPolicy(inlineScriptHashes(options.buildDir), searchOrigins(options.buildDir)),
    // An empty value makes nginx skip the header.
    HSTS: hsts ? HSTS_VALUE : '',
    CANONICAL_REDIRECTS: canonicalRedirectLines(pageAddresses(options.buildDir))
      .map((line) => `    ${line}`)
      .join('\n'),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`deploy/nginx.conf: unknown placeholder ${whole}`);
    return value;
  });
}

async function answers(origin: string): Promise<boolean> {
  try {
    await fetch(origin, {redirect: 'manual', signal: AbortSignal.timeout(2_000)});
    return true;
  } catch {
    return false;
  }
}

async function waitForPort(origin: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited (${child.exitCode}): ${fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''}`);
    }
    if (await answers(origin)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not answer on ${origin} within 10 s`);
}

/** Starts nginx in the foreground on 127.0.0.1:port serving buildDir. */
export async function startNginx(
  buildDir: string,
  port: number,
  options: Pick<NginxConfigOptions, 'hsts' | 'brotliModule'> = {},
): Promise<NginxServer> {
  const origin = `http://127.0.0.1:${port}`;
  // Otherwise the wait below would take another server's answer for nginx's.
  if (await answers(origin)) throw new Error(`${origin} is already in use`);
  const runtimeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
  const configPath = path.join(runtimeDir, 'nginx.conf');
  fs.writeFileSync(configPath, renderNginxConfig({buildDir, port, runtimeDir, ...options}));
  const binary = nginxBinary();
  const check = spawnSync(binary, ['-t', '-q', '-p', runtimeDir, '-c', configPath], {encoding: 'utf8'});
  if (check.status !== 0) {
    throw new Error(`nginx rejected ${configPath}: ${check.stderr}`);
  }
  const child = spawn(binary, ['-p', runtimeDir, '-c', configPath, '-g', 'daemon off;'], {stdio: 'ignore'});
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  try {
    await waitForPort(origin, child, path.join(runtimeDir, 'error.log'));
  } catch (error) {
    child.kill('SIGQUIT');
    throw error;
  }
  return {
    origin,
    configPath,
    exited,
    stop: async () => {
      // SIGQUIT: finish requests in flight, then exit.
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
      fs.rmSync(runtimeDir, {recursive: true, force: true});
    },
  };
}
