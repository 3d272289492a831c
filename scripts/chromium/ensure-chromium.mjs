// Browser tests need a Chromium; test tools may not download their own here, so Debian's is installed
// on demand. CHROME_PATH points at another one.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** The Chromium every browser test and the budgets use. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Launch flags for a closed network and a root sandbox: no sandbox, no GPU, nothing that calls home. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Features every tool's Chromium goes without. Chromium 151 and later preload the address bar's popup
 * (`chrome://omnibox-popup.top-chrome`, a page of the browser's own in a renderer of its own) with each
 * window, headless too: about half a second of CPU at launch and 70 ms more with each new context, taken
 * from the two cores the pages under test need. Puppeteer disables both (puppeteer#15278).
 */
export const UNWANTED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * A launcher's own `--disable-features=` flag with UNWANTED_FEATURES joined to its list: Chromium keeps
 * only the last of several such flags, so a second one would undo the launcher's.
 */
export const withUnwantedFeatures = (flag) => `${flag}${flag.endsWith('=') ? '' : ','}${UNWANTED_FEATURES.join(',')}`;

export function ensureChromium() {
  const wanted = CHROMIUM_PATH;
  if (existsSync(wanted)) return wanted;
  if (process.env.CHROME_PATH) throw new Error(`CHROME_PATH=${wanted} does not exist`);
  if (process.getuid?.() !== 0) {
    throw new Error('Chromium is missing: install Debian\'s package (sudo apt-get install -y chromium) or set CHROME_PATH.');
  }
  console.log('Installing Debian\'s Chromium for the browser tests...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  return wanted;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(ensureChromium());
