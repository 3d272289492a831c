import { readFileSync, rmSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './ensure-chromium.mjs';
for (let i = 0; i < 6; i++) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  rmSync('/tmp/lh/art', { recursive: true, force: true });
  const run = await lighthouse(process.env.URL, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], gatherMode: '/tmp/lh/art' });
  const trace = JSON.parse(readFileSync('/tmp/lh/art/defaultPass.trace.json', 'utf8'));
  const events = trace.traceEvents ?? trace;
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
  const t0 = nav?.ts ?? 0;
  const fp = events.find((e) => e.name === 'firstPaint' || e.name === 'firstContentfulPaint');
  const fpT = fp ? (fp.ts - t0) / 1000 : -1;
  console.log('run', i, 'first paint', Math.round(fpT));
  if (fpT > 800) {
    const interesting = events.filter((e) => e.ts >= t0 && e.ts <= fp.ts && e.ph === 'X' && e.dur > 5000).map((e) => `${Math.round((e.ts - t0) / 1000)}ms +${Math.round(e.dur / 1000)} ${e.name} ${e.cat} tid=${e.tid} ${JSON.stringify(e.args?.data ?? {}).slice(0, 100)}`);
    console.log(interesting.slice(0, 60).join('\n'));
    const names = events.filter((e) => e.ts >= t0 + 300000 && e.ts <= fp.ts).map((e) => e.name);
    const counts = {}; for (const n of names) counts[n] = (counts[n] ?? 0) + 1;
    console.log(Object.entries(counts).sort((a, b) => b[1] - a[1]).slice(0, 40).map(([n, c]) => n + ':' + c).join(' '));
    chrome.kill(); break;
  }
  chrome.kill();
}
