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
