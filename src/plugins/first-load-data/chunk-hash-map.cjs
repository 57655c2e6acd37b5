// @ts-check
/**
 * The runtime names each chunk file by its id and content hash, from a map it
 * writes as an object literal: `{10252:"935ef30a",10602:"aeeb0ed2",…}`. With
 * ~720 chunks that is 6.6 KB of the runtime's 11.5 KB gzip, on every page.
 * Written instead as the ids' gaps in base 36 and the hashes end to end, it
 * gzips to 4.8 KB: the hashes are random and cost what they cost, the rest
 * was punctuation and ids. The runtime decodes it once, on the first chunk it
 * loads. Applied to the emitted runtime; plain CommonJS so that unit tests and
 * the build share it.
 */

/** The map: an object literal of numeric ids (the minifier may write 17000 as 17e3) to 8-digit hex hashes. */
const HASH_MAP = /\{(?:[0-9e]+:"[0-9a-f]{8}",)*[0-9e]+:"[0-9a-f]{8}"\}/g;
const ENTRY = /([0-9e]+):"([0-9a-f]{8})"/g;
/** Where the runtime's function body starts: the decoded map is kept in a variable of that scope. */
const RUNTIME_START = '(()=>{"use strict";';
const CACHE = '__chunkHashes';
const {expectThat, expectCount} = require('../build-guard.cjs');

/**
 * @param {string} runtime the minified runtime chunk
 * @returns {string} the same runtime with its chunk hash map encoded
 */
function compactChunkHashMap(runtime) {
  const maps = runtime.match(HASH_MAP) ?? [];
  const about = {rewrite: 'first-load-data: runtime chunk hash map', file: 'runtime~main.js'};
  expectThat(runtime.startsWith(RUNTIME_START), {...about, expected: `a runtime starting ${RUNTIME_START}`, found: JSON.stringify(runtime.slice(0, 30))});
  expectCount(maps.length, 1, {...about, what: 'chunk hash map (an object literal of {id:"8-hex-digit hash",…})'});
  const map = /** @type {string} */ (maps[0]);
  const entries = [...map.matchAll(ENTRY)].map((match) => /** @type {[number, string]} */ ([Number(match[1]), match[2]])).sort((a, b) => a[0] - b[0]);
  expectThat(entries.every(([id]) => Number.isInteger(id)), {...about, expected: 'whole chunk ids', found: entries.filter(([id]) => !Number.isInteger(id)).join(' ')});
  let previous = 0;
  const gaps = entries.map(([id]) => {
    const gap = (id - previous).toString(36);
    previous = id;
    return gap;
  });
  const hashes = entries.map(([, hash]) => hash).join('');
  const decode = `(function(){for(var m={},d="${gaps.join(',')}".split(","),h="${hashes}",i=0,k=0;k<d.length;k++)m[i+=parseInt(d[k],36)]=h.substr(8*k,8);return m})()`;
  // The map literal sits in the runtime's filename function, evaluated at each chunk load: decode once.
  return `${RUNTIME_START}var ${CACHE};${runtime.slice(RUNTIME_START.length).replace(map, () => `(${CACHE}||(${CACHE}=${decode}))`)}`;
}

module.exports = {compactChunkHashMap};
