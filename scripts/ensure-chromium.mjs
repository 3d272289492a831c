// Browser tests need a Chromium; test tools may not download their own here, so Debian's is installed
// on demand. CHROME_PATH points at another one.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureChromium() {
  const wanted = process.env.CHROME_PATH ?? '/usr/bin/chromium';
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
