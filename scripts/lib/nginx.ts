import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {contentSecurityPolicy, inlineScriptHashes, searchOrigins} from './csp';

const PROJECT = path.resolve(__dirname, '..', '..');
const TEMPLATE = path.join(PROJECT, 'deploy', 'nginx.conf');

export interface NginxServer {
  origin: string;
  configPath: string;
  stop(): Promise<void>;
}

function nginxBinary(): string {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error('nginx is not installed: run scripts/install-system-deps.sh as root');
}

export function renderNginxConfig(options: {buildDir: string; port: number; runtimeDir: string}): string {
  const template = fs.readFileSync(TEMPLATE, 'utf8');
  const values: Record<string, string> = {
    USER_DIRECTIVE: process.getuid?.() === 0 ? 'user root;' : '',
    RUNTIME: options.runtimeDir,
    MIME_TYPES: '/etc/nginx/mime.types',
    LISTEN: `127.0.0.1:${options.port}`,
    ROOT: path.resolve(options.buildDir),
    CSP: contentSecurityPolicy(inlineScriptHashes(options.buildDir), searchOrigins(options.buildDir)),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`deploy/nginx.conf: unknown placeholder ${whole}`);
    return value;
  });
}

async function waitForPort(origin: string, child: ChildProcess, log: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`nginx exited (${child.exitCode}): ${fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''}`);
    }
    try {
      await fetch(origin, {redirect: 'manual'});
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not answer on ${origin} within 10 s`);
}

/** Starts nginx in the foreground on 127.0.0.1:port serving buildDir. */
export async function startNginx(buildDir: string, port: number): Promise<NginxServer> {
  const runtimeDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
  const configPath = path.join(runtimeDir, 'nginx.conf');
  fs.writeFileSync(configPath, renderNginxConfig({buildDir, port, runtimeDir}));
  const binary = nginxBinary();
  const check = spawnSync(binary, ['-t', '-q', '-p', runtimeDir, '-c', configPath], {encoding: 'utf8'});
  if (check.status !== 0) {
    throw new Error(`nginx rejected ${configPath}: ${check.stderr}`);
  }
  const child = spawn(binary, ['-p', runtimeDir, '-c', configPath, '-g', 'daemon off;'], {stdio: 'ignore'});
  const origin = `http://127.0.0.1:${port}`;
  await waitForPort(origin, child, path.join(runtimeDir, 'error.log'));
  return {
    origin,
    configPath,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGQUIT');
      }),
  };
}
