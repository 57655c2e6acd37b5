// @ts-check
/**
 * Front coding of a list of strings that mostly share a prefix with the one
 * before them (doc ids, route paths): each entry is a base-36 count of the
 * leading characters it shares with the previous one, then the rest. The
 * count is always two digits, so the rest may start with a digit. Plain
 * CommonJS: loaders require it at build time and the bundle at run time.
 */

const SEPARATOR = ',';
/** Shared-prefix counts are two base-36 digits. */
const MAX_SHARED = 36 * 36 - 1;

/** @param {string[]} list entries without SEPARATOR @returns {string} */
function frontCode(list) {
  let previous = '';
  return list
    .map((entry) => {
      let shared = 0;
      while (shared < previous.length && shared < entry.length && previous[shared] === entry[shared] && shared < MAX_SHARED) shared++;
      previous = entry;
      return shared.toString(36).padStart(2, '0') + entry.slice(shared);
    })
    .join(SEPARATOR);
}

/** @param {string} coded @returns {string[]} */
function frontDecode(coded) {
  if (coded === '') return [];
  let previous = '';
  return coded.split(SEPARATOR).map((entry) => {
    previous = previous.slice(0, parseInt(entry.slice(0, 2), 36)) + entry.slice(2);
    return previous;
  });
}

module.exports = {SEPARATOR, frontCode, frontDecode};
