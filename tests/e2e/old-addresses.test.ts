import path from 'node:path';
import {describe, expect, test} from 'vitest';
import {loadRedirectTable} from '../../src/plugins/old-links/table';
import {readOldAddresses} from '../../src/plugins/old-links/resolve';
import {origin} from './support/browser';

// Every old documentation address, through the real server (nginx's 301s and prefix rules).
const ROOT = path.join(__dirname, '..', '..');
const addresses = [
  ...new Set([...readOldAddresses(path.join(ROOT, 'redirects', 'old-addresses.txt')), ...loadRedirectTable(path.join(ROOT, 'redirects', 'old-docs.yaml')).redirects.keys()]),
];
const CONCURRENT = 8;

describe('old documentation addresses on the served site', () => {
  test('each one, with and without a trailing slash, ends on a page (HTTP 200), never on the 404', async () => {
    const lost: string[] = [];
    const queue = addresses.flatMap((address) => [address, `${address}/`]);
    let hops = 0;
    const worker = async () => {
      for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
        const response = await fetch(`${origin()}${next}`, {redirect: 'follow'});
        await response.arrayBuffer();
        if (response.redirected) hops += 1;
        if (response.status !== 200) lost.push(`${next} → ${new URL(response.url).pathname} (HTTP ${response.status})`);
      }
    };
    await Promise.all(Array.from({length: CONCURRENT}, worker));
    console.log(`old addresses: ${addresses.length} (${addresses.length * 2} requests), ${hops} redirected, ${lost.length} lost`);
    expect(lost).toEqual([]);
  });
});
