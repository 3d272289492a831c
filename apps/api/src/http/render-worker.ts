// The shop's server renderer, on a thread of its own (see render-thread.ts): drawing a page takes tens
// of milliseconds of JavaScript, which on the server's own thread every API request would wait for.
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import type { FetchAnswer, FromRenderer, PageRenderer, RendererSetup, ToRenderer } from './render-messages';

const { shopRoot, rendererPath, demoMode } = workerData as RendererSetup;
const port = parentPort!;

const fetches = new Map<number, (answer: FetchAnswer) => void>();
let fetchId = 0;

/**
 * The renderer's fetch for one page: the server's thread answers it through its own routes, in
 * process. The statuses of the calls that failed go into `failedCalls`, the page's record.
 */
const fetchThroughServer =
  (page: number, failedCalls: number[]): typeof globalThis.fetch =>
  async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? new Uint8Array(await request.arrayBuffer()) : null;
    const id = ++fetchId;
    const answer = await new Promise<FetchAnswer>((done) => {
      fetches.set(id, done);
      const message: FromRenderer = { type: 'fetch', id, page, url: request.url, method: request.method, headers: [...request.headers], body };
      port.postMessage(message);
    });
    if (answer.status >= 400) failedCalls.push(answer.status);
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };

const module = (await import(pathToFileURL(rendererPath).href)) as { createPageRenderer?: (distDir: string, options: { demoMode: boolean }) => Promise<PageRenderer> };
if (typeof module.createPageRenderer !== 'function') throw new Error(`${rendererPath} does not export createPageRenderer; rebuild the shop.`);
const renderer = await module.createPageRenderer(shopRoot, { demoMode });

port.on('message', (message: ToRenderer) => {
  if (message.type === 'fetched') {
    fetches.get(message.id)?.(message.answer);
    fetches.delete(message.id);
    return;
  }
  const reply = (answer: FromRenderer) => port.postMessage(answer);
  const failedCalls: number[] = [];
  renderer.renderPage({ url: message.url, fetch: fetchThroughServer(message.id, failedCalls), nonces: message.nonces }).then(
    (page) => reply({ type: 'rendered', id: message.id, rendering: { page, failedCalls } }),
    (error: unknown) => reply({ type: 'rendered', id: message.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
port.postMessage({ type: 'ready' } satisfies FromRenderer);
