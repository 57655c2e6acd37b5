import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// An inline <script> without src; the faster minifier may leave attributes unquoted.
const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      yield* htmlFiles(full);
    } else if (entry.name.endsWith('.html')) {
      yield full;
    }
  }
}

/** sha256 sources for every distinct inline script in the built site. */
export function inlineScriptHashes(buildDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(buildDir)) {
    const html = fs.readFileSync(file, 'utf8');
    for (const match of html.matchAll(INLINE_SCRIPT)) {
      const body = match[1] ?? '';
      if (body.trim() === '' || /type\s*=\s*["']?application\/(ld\+)?json/i.test(match[0])) {
        continue;
      }
      hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** Search origins the build declared (search-config.json), if any. */
export function searchOrigins(buildDir: string): string[] {
  const file = path.join(buildDir, 'search-config.json');
  if (!fs.existsSync(file)) return [];
  const config = JSON.parse(fs.readFileSync(file, 'utf8')) as {connect?: unknown};
  return Array.isArray(config.connect) ? config.connect.filter((origin): origin is string => typeof origin === 'string') : [];
}

export function contentSecurityPolicy(scriptHashes: string[], connectOrigins: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    // React and Mermaid set inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src 'self' ${connectOrigins.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
