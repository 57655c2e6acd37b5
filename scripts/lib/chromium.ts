import {chromium, type Browser} from 'playwright-core';

// Debian's Chromium, headless, with the background services this machine's
// closed network would otherwise refuse on every start. Playwright gives each
// launch a new, empty profile.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS});
}
