// `npm test`: every check CI runs, in the order that fails fastest. Extra arguments go to Vitest.
import { spawnSync } from 'node:child_process';
import { ensureChromium } from './ensure-chromium.mjs';

process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
process.env.CHROME_PATH = ensureChromium();

function step(name, command, args) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('typecheck', 'node', ['scripts/typecheck.mjs']);
step('build the shop and the server', 'npm', ['run', 'build']);
step('tests', 'npx', ['vitest', 'run', ...process.argv.slice(2)]);
