import type { paths, Problem, ProblemCode, ProblemParams } from '@cellar/api-client';
import { localeOfLanguages, wordsFor, type Locale } from '@cellar/i18n';
import { delay, http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createOpenApiHttp } from 'openapi-msw';
import { sampleProblemBody, type SampleFieldError } from './refusals';

/**
 * The screen stories' API, answered in the browser by Mock Service Worker: each story names its handlers in
 * `parameters.msw.handlers` (the apps' `stories/api.ts`), and the loader below puts exactly those in place
 * before the story renders. The worker script is `public/mockServiceWorker.js` (`npx msw init`), served by
 * Storybook and by the Vitest runner through `staticDirs`.
 */

/** Handlers typed from openapi.yaml: a path, a body or an answer the contract does not have fails the typecheck. */
export const api = createOpenApiHttp<paths>({ baseUrl: '/api' });

/** The loader of .storybook/preview: starts the worker once, then swaps in each story's handlers. */
export const mockApi = mswLoader(async () => {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    // A call no handler answers fails the story rather than reaching a server that is not there.
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).pathname.startsWith('/api/')) print.error();
    },
  });
  return worker;
});

const UNAVAILABLE = 'The cellar is closed for maintenance. Please try again in a minute.';

/** The API's problem+json for a refusal the story writes by its English sentence (see `sampleProblemBody` for its code). */
export function problem(status: number, detail: string, errors?: SampleFieldError[], coded: { code?: ProblemCode; params?: ProblemParams } = {}) {
  const body = sampleProblemBody({ status, detail, ...coded, ...(errors ? { errors } : {}) });
  return HttpResponse.json<Problem>(body, { status, headers: { 'Content-Type': 'application/problem+json' } });
}

/** The API's refusal by its code and params, its `detail` the code's English words, as the server writes them. */
export function refusal(status: number, code: ProblemCode, params: ProblemParams = {}) {
  return problem(status, wordsFor('en')(`problem.${code}`, params), undefined, { code, params });
}

/** The API's refusal by its code and params that names the field it refuses, as the server writes a field's problem. */
export function fieldRefusal(status: number, error: Omit<SampleFieldError, 'message'>, code: ProblemCode, params: ProblemParams = {}) {
  const detail = wordsFor('en')(`problem.${code}`, params);
  return problem(status, detail, [{ ...error, message: detail }], { code, params });
}

/** Every call answered with the API's 503: a screen's failure to load. */
export const unavailable: RequestHandler[] = [http.all('/api/*', () => problem(503, UNAVAILABLE))];

/** No call ever answered: a screen's loading state, held for its capture. */
export const pending: RequestHandler[] = [http.all('/api/*', () => delay('infinite'))];

/**
 * One page of a list as the API answers it: the rows, the total in `X-Total-Count`, and the next page's
 * address in `Link: <…>; rel="next"` (the stories' cursor is simply the offset).
 */
export function listPage<Row extends JsonBodyType>(rows: Row[], url: URL, defaultLimit: number) {
  const limit = Number(url.searchParams.get('limit') ?? defaultLimit);
  const offset = Number(url.searchParams.get('cursor') ?? 0);
  const headers = new Headers({ 'X-Total-Count': String(rows.length) });
  if (offset + limit < rows.length) {
    const next = new URLSearchParams(url.searchParams);
    next.set('cursor', String(offset + limit));
    headers.set('Link', `<${url.pathname}?${next.toString()}>; rel="next"`);
  }
  return HttpResponse.json<Row[]>(rows.slice(offset, offset + limit), { headers });
}

/**
 * The language a request asks for, as the API reads it: its `lang`, else its Accept-Language (which the
 * apps' clients set to the page's or the back office's locale), else English.
 */
export function localeOf(request: Request): Locale {
  const lang = new URL(request.url).searchParams.get('lang');
  const languages = lang ? [lang] : (request.headers.get('Accept-Language') ?? '').split(',').map((tag) => tag.split(';', 1)[0]!.trim());
  return localeOfLanguages(languages.filter(Boolean));
}
