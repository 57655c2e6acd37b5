// npm run serve:nginx [build folder]: serves a production build through
// deploy/nginx.conf, exactly as production does, on 127.0.0.1:${PORT:-8080},
// in the foreground until Ctrl+C. DOCS_HSTS=off leaves out Strict-Transport-Security.
import fs from 'node:fs';
import path from 'node:path';
import {startNginx, type NginxServer} from './lib/nginx';

async function main(): Promise<void> {
  const buildDir = path.resolve(process.argv[2] ?? 'build');
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    throw new Error(`No production build in ${buildDir}: run \`npm run build\` first.`);
  }
  const port = Number(process.env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`PORT must be a TCP port, not "${process.env.PORT}"`);

  // Listen for Ctrl+C before nginx starts, so that it is never left running alone.
  let stopRequested: string | undefined;
  const running: {server?: NginxServer} = {};
  const stop = async (signal: string) => {
    if (stopRequested) return;
    stopRequested = signal;
    if (!running.server) return; // stopped as soon as it is up
    console.log(`\n${signal}: stopping nginx`);
    await running.server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  const server = await startNginx(buildDir, port);
  running.server = server;
  if (stopRequested) {
    await server.stop();
    process.exit(0);
  }
  console.log(`Serving ${path.relative(process.cwd(), buildDir) || '.'} at ${server.origin} (nginx, ${server.configPath}). Ctrl+C stops it.`);
  const code = await server.exited;
  if (!stopRequested) {
    console.error(`nginx exited on its own (code ${code})`);
    process.exit(1);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
