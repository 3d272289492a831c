// Prints the shop's performance budgets: the gzip size of the JavaScript that / loads, and Lighthouse
// (mobile preset, headless Chromium) scores for /, /our-wines and /product/{id}. It measures the built
// shop on the real server, so run `npm run build` first:
//   node --import tsx scripts/budgets.mjs
// Each page is measured BUDGET_RUNS times (3 by default) and the median run is reported, as
// Lighthouse advises for its run-to-run variance. Exits 1 when a figure misses its budget.
// BUDGET_URL measures an already running shop instead.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import { startShopServer } from '../apps/shop/e2e/support/server.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './ensure-chromium.mjs';

const JS_BUDGET_KB = 150;
const SCORE_BUDGETS = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 };
const PAGES = ['/', '/our-wines', '/product/1'];
// Lighthouse's own advice for its run-to-run variance: several runs, reporting the median one.
const RUNS = Number(process.env.BUDGET_RUNS ?? 3);

const kB = (bytes) => bytes / 1000;

/** Every script / fetches on a first visit, gzipped at level 9 as a static server would send it. */
async function measureHomeJavaScript(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push(response.body().then((body) => ({ url: new URL(response.url()).pathname, raw: body.length, gzip: gzipSync(body, { level: 9 }).length })));
    });
    await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' });
    return Promise.all(scripts);
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(baseUrl) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const results = [];
    for (const path of PAGES) {
      const lhrs = [];
      for (let i = 0; i < RUNS; i++) {
        // The default config is Lighthouse's mobile preset (emulated phone, throttled network and CPU).
        const result = await lighthouse(`${baseUrl}${path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(SCORE_BUDGETS) });
        if (result) lhrs.push(result.lhr);
      }
      const lhr = computeMedianRun(lhrs);
      const performanceRange = lhrs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)).join(', ');
      const categories = lhr.categories;
      const scores = Object.fromEntries(Object.keys(SCORE_BUDGETS).map((key) => [key, Math.round((categories[key]?.score ?? 0) * 100)]));
      const failed = Object.values(categories).flatMap((category) =>
        category.auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
          .map((ref) => `${category.id}: ${lhr.audits[ref.id]?.title}`),
      );
      const metrics = lhr.audits;
      results.push({
        path,
        scores,
        lcp: metrics['largest-contentful-paint']?.displayValue,
        cls: metrics['cumulative-layout-shift']?.displayValue,
        tbt: metrics['total-blocking-time']?.displayValue,
        performanceRange,
        failed,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

const server = process.env.BUDGET_URL ? { baseUrl: process.env.BUDGET_URL, stop: async () => {} } : await startShopServer();
let ok = true;
try {
  const scripts = await measureHomeJavaScript(server.baseUrl);
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  console.log(`\nJavaScript loaded by / (gzip -9), budget ${JS_BUDGET_KB} kB:`);
  for (const script of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kB(script.gzip).toFixed(1).padStart(7)} kB  ${script.url}`);
  const jsOk = kB(total) <= JS_BUDGET_KB;
  ok &&= jsOk;
  console.log(`  ${kB(total).toFixed(1).padStart(7)} kB  total ${jsOk ? 'within budget' : 'OVER BUDGET'}`);

  const pages = await lighthouseScores(server.baseUrl);
  console.log(`\nLighthouse 12 (mobile preset), median of ${RUNS} runs, budgets: performance 90, accessibility 95, best practices 95, SEO 95:\n`);
  console.log('| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT | performance of each run |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const page of pages) {
    const s = page.scores;
    console.log(`| ${page.path} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${page.lcp} | ${page.cls} | ${page.tbt} | ${page.performanceRange} |`);
    for (const [key, budget] of Object.entries(SCORE_BUDGETS)) ok &&= s[key] >= budget;
  }
  for (const page of pages) if (page.failed.length) console.log(`\n${page.path} audits below 90: ${page.failed.join('; ')}`);
  console.log(`\n| JS for / (gzip) | ${kB(total).toFixed(1)} kB of ${JS_BUDGET_KB} kB |`);
  console.log(ok ? '\nAll budgets met.' : '\nSome budgets were missed.');
} finally {
  await server.stop();
}
process.exit(ok ? 0 : 1);
