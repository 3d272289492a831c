// The CSS a first visit loads (issue 29): the shop's way (apps/shop/src/server/usedCss.ts writes only the
// rules a page's HTML uses into the page, and the app loads the full stylesheets once it starts) against
// vanilla-extract's own per-chunk CSS (the page links the stylesheets of its chunks, as Vite builds them,
// and the browser waits for them before it paints anything). Figures for docs/performance.md.
//   npm run build && npm run bench:css
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { freePort, spawnServer } from '../../apps/api/src/testing/server-process';

const PAGES = ['/', '/our-wines', '/product/1'];

/** Each stylesheet the page carries: `<link rel="stylesheet" href="/file" disabled><style nonce>used rules</style>`. */
const CARRIED = /<link rel="stylesheet" href="\/([^"]+\.css)" disabled><style[^>]*>([\s\S]*?)<\/style>/g;

const brotli = (text: string) => brotliCompressSync(Buffer.from(text)).length;
const kB = (bytes: number) => (bytes / 1000).toFixed(1);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-css-'));
const server = await spawnServer({ port: await freePort(), dataDir });
try {
  console.log('| page | sheets | used rules inlined: raw / br kB | full sheets: raw / br kB | used share | first paint waits for |');
  console.log('|---|---:|---:|---:|---:|---|');
  for (const path of PAGES) {
    const html = await (await fetch(server.baseUrl + path, { headers: { accept: 'text/html' } })).text();
    const carried = [...html.matchAll(CARRIED)].map(([, file, used]) => ({ file: file!, used: used! }));
    if (carried.length === 0) throw new Error(`${path}: no stylesheet carried; is the shop built (npm run build)?`);
    const full = await Promise.all(carried.map(async ({ file }) => (await fetch(`${server.baseUrl}/${file}`)).text()));
    const used = carried.map(({ used }) => used).join('');
    const all = full.join('');
    console.log(
      `| \`${path}\` | ${carried.length} | ${kB(used.length)} / ${kB(brotli(used))} | ${kB(all.length)} / ${kB(brotli(all))} | ` +
        `${Math.round((100 * used.length) / all.length)} % | inlined: the HTML alone; per chunk: ${carried.length} render-blocking requests |`,
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
