import type {IndexUrls} from './search-status';

let warmed = false;

/**
 * Starts downloading this build's meta file from the page on the reader's
 * first sign of intent, beside the dialog's code. The worker asks for the same
 * file only once the client's code and its own script are in; by then it is in
 * the HTTP cache (the file lives under /assets/, cached for a year), so the
 * index's first round trip overlaps the code's instead of following it. Only
 * the build's own name is warmed: the fixed-name meta is not long-cached, and
 * warming it would download it twice.
 */
export function warmIndexMeta(urls: IndexUrls): void {
  if (warmed || urls.meta.length < 2 || typeof fetch === 'undefined') return;
  warmed = true;
  // A failure here is not reported: the worker's own fetch of the file meets it and reports it.
  fetch(urls.meta[0]!, {credentials: 'same-origin'})
    .then((response) => response.arrayBuffer())
    .catch(() => undefined);
}
