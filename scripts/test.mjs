// `npm test`: every check CI runs, in the order that fails fastest. Extra arguments go to Vitest.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ensureChromium } from './chromium/ensure-chromium.mjs';

process.env.STORYBOOK_DISABLE_TELEMETRY = '1';
process.env.CHROME_PATH = ensureChromium();

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1);

function step(name, command, args) {
  const started = Date.now();
  console.log(`\n=== ${name}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/**
 * One Vitest process for a lane of vitest.config.ts, its lines prefixed with the lane's name so that the
 * two lanes' logs can be told apart. Resolves to the exit code and the counts of its closing line.
 */
function lane(name) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['vitest', 'run'], { env: { ...process.env, TEST_LANE: name }, stdio: ['ignore', 'pipe', 'pipe'] });
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        console.log(`[${name}] ${line}`);
        const closing = /^vitest: (\d+) passed, (\d+) failed, (\d+) skipped$/.exec(line);
        if (closing) [counts.passed, counts.failed, counts.skipped] = closing.slice(1).map(Number);
      });
    }
    child.on('close', (code) => {
      console.log(`[${name}] lane ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
      resolve({ code, counts });
    });
  });
}

step('lint', 'npx', ['eslint', '.', '--max-warnings=0']);
step('typecheck', 'node', ['scripts/typecheck.mjs']);
step('build the shop and the server', 'npm', ['run', 'build']);

const extraArguments = process.argv.slice(2);
if (extraArguments.length > 0) step('tests', 'npx', ['vitest', 'run', ...extraArguments]);
else {
  // The browser lane (stories, then the journeys) and the node lane run side by side; see vitest.config.ts.
  const started = Date.now();
  console.log('\n=== tests (browser and node lanes side by side)');
  const lanes = await Promise.all([lane('browser'), lane('node')]);
  const total = { passed: 0, failed: 0, skipped: 0 };
  for (const { counts } of lanes) for (const key of Object.keys(total)) total[key] += counts[key];
  const ok = lanes.every(({ code }) => code === 0);
  console.log(`\nvitest: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  console.log(`=== tests: ${ok ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
  if (!ok) process.exit(1);
}
