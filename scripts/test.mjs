// `npm test`: every check CI runs, in the order that fails fastest. Extra arguments go to Vitest.
import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { ensureChromium } from './chromium/ensure-chromium.mjs';
import { FAILED_PREFIX } from './failed-line.mjs';

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
  return prefixed(name, 'npx', ['vitest', 'run'], { TEST_LANE: name });
}

/** A process whose every line is printed with its name in front; resolves to its exit code and Vitest's closing counts. */
function prefixed(name, command, args, env = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const counts = { passed: 0, failed: 0, skipped: 0 };
    const failures = [];
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        console.log(`[${name}] ${line}`);
        if (line.startsWith(FAILED_PREFIX)) failures.push(`[${name}] ${line}`);
        const closing = /^vitest: (\d+) passed, (\d+) failed, (\d+) skipped$/.exec(line);
        if (closing) [counts.passed, counts.failed, counts.skipped] = closing.slice(1).map(Number);
      });
    }
    child.on('close', (code) => {
      console.log(`[${name}] ${code === 0 ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
      resolve({ code, counts, failures });
    });
  });
}

/**
 * The checks before the tests, side by side: each is mostly one process on one core, so together they take
 * about as long as the longest (CI's time is bounded). Their logs are prefixed like the lanes'; any failure stops here.
 */
async function steps(list) {
  const started = Date.now();
  console.log(`\n=== ${list.map(({ name }) => name).join(', ')} (side by side)`);
  const results = await Promise.all(list.map(({ name, command, args }) => prefixed(name, command, args)));
  const failed = list.filter((_, index) => results[index].code !== 0).map(({ name }) => name);
  console.log(`=== ${failed.length === 0 ? 'ok' : `FAILED: ${failed.join(', ')}`} in ${seconds(started)} s`);
  if (failed.length > 0) process.exit(1);
}

await steps([
  { name: 'lint', command: 'npx', args: ['eslint', '.', '--max-warnings=0'] },
  { name: 'typecheck', command: 'node', args: ['scripts/typecheck.mjs'] },
  { name: 'build', command: 'npm', args: ['run', 'build'] },
]);

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
  // Repeated at the end: the two lanes' logs are interleaved, and a log is often read from its tail.
  for (const { failures } of lanes) for (const failure of failures) console.log(failure);
  console.log(`\nvitest: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
  console.log(`=== tests: ${ok ? 'ok' : 'FAILED'} in ${seconds(started)} s`);
  if (!ok) process.exit(1);
}
