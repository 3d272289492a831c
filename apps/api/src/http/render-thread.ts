import { Worker } from 'node:worker_threads';
import type { FastifyInstance } from 'fastify';
import { readShowing } from '../cache/shown-tags';
import type { CspNonces, FetchAnswer, FromRenderer, RendererSetup, Rendering, ToRenderer } from './render-messages';

/**
 * A page as drawn, and what it shows: the tags of the cached reads it was drawn from, so that it is
 * dropped by a change to one of them and by no other. Null: one of its reads was not a cached read's
 * (or not answered in full), so what it shows is not known and it is not kept.
 */
export interface ShownRendering extends Rendering {
  shows: string[] | null;
}

export interface RenderThread {
  renderPage(options: { url: string; nonces: CspNonces }): Promise<ShownRendering>;
  close(): Promise<void>;
}

/**
 * The worker: the bundle's sibling in production (`apps/api/dist/render-worker.js`); under the test
 * runner the TypeScript source, through tsx's loader registered in the worker first.
 */
function newWorker(workerData: unknown): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./render-worker.js', import.meta.url), { workerData });
  const source = new URL('./render-worker.ts', import.meta.url).href;
  const bootstrap = `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); });`;
  return new Worker(bootstrap, { eval: true, workerData });
}

/** Answers one of the renderer's fetches through this server's routes, in process: no socket, the same checks. */
async function answerInProcess(app: FastifyInstance, message: Extract<FromRenderer, { type: 'fetch' }>): Promise<{ answer: FetchAnswer; tags: readonly string[] | null }> {
  const { pathname, search } = new URL(message.url);
  const { answer, tags } = await readShowing(() =>
    app.inject({
      method: message.method as 'GET',
      url: pathname + search,
      headers: Object.fromEntries(message.headers),
      ...(message.body ? { payload: Buffer.from(message.body) } : {}),
    }),
  );
  const headers: [string, string][] = [];
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const item of [value ?? []].flat()) headers.push([name, String(item)]);
  }
  const empty = answer.statusCode === 204 || answer.statusCode === 304;
  return { answer: { status: answer.statusCode, headers, body: empty ? null : new Uint8Array(answer.rawPayload) }, tags: answer.statusCode === 200 ? tags : null };
}

/**
 * The shop's renderer on a worker thread, so that drawing a page never holds up the API: the server's
 * thread only passes messages and answers the renderer's API calls (mostly from the read cache). A
 * worker that dies is started again at the next page; pages asked for meanwhile fail, and the caller
 * sends the browser's shell instead. Unless `atStart`, the first page starts it.
 */
export interface RenderThreadOptions extends RendererSetup {
  atStart: boolean;
}

export async function startRenderThread(app: FastifyInstance, { atStart, ...setup }: RenderThreadOptions): Promise<RenderThread> {
  const pending = new Map<number, { done: (rendering: ShownRendering) => void; fail: (error: Error) => void; shows: Set<string> | null }>();
  let nextId = 0;
  let worker: Promise<Worker> | null = null;
  let closing = false;

  const start = () =>
    new Promise<Worker>((ready, fail) => {
      const thread = newWorker(setup satisfies RendererSetup);
      thread.on('message', (message: FromRenderer) => {
        if (message.type === 'ready') ready(thread);
        else if (message.type === 'rendered') {
          const waiting = pending.get(message.id);
          pending.delete(message.id);
          if ('error' in message) waiting?.fail(new Error(message.error));
          else waiting?.done({ ...message.rendering, shows: waiting.shows && [...waiting.shows] });
        } else {
          void answerInProcess(app, message).then(
            ({ answer, tags }) => {
              const waiting = pending.get(message.page);
              if (waiting?.shows) for (const tag of tags ?? []) waiting.shows.add(tag);
              if (waiting && !tags) waiting.shows = null;
              thread.postMessage({ type: 'fetched', id: message.id, answer } satisfies ToRenderer);
            },
            (error: Error) => thread.postMessage({ type: 'fetched', id: message.id, answer: { status: 500, headers: [], body: new TextEncoder().encode(error.message) } } satisfies ToRenderer),
          );
        }
      });
      thread.on('error', (error) => {
        fail(error);
        if (!closing) app.log.error({ err: error }, 'the render thread failed; it starts again with the next page');
      });
      thread.on('exit', () => {
        worker = null;
        for (const [id, waiting] of pending) {
          pending.delete(id);
          waiting.fail(new Error('the render thread stopped'));
        }
      });
    });

  const thread = () => (worker ??= start());
  if (atStart) await thread();

  return {
    async renderPage({ url, nonces }) {
      const running = await thread();
      const id = ++nextId;
      return new Promise<ShownRendering>((done, fail) => {
        pending.set(id, { done, fail, shows: new Set() });
        running.postMessage({ type: 'render', id, url, nonces } satisfies ToRenderer);
      });
    },
    async close() {
      closing = true;
      const running = await worker?.catch(() => null);
      await running?.terminate();
    },
  };
}
