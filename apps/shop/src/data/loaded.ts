import { createContext, type RouterContextProvider } from 'react-router-dom';
import { failureOf, type Failure } from './failure';

/** Data a screen shows: the API's answer, or the failure it shows with Try again (the original only logged it). */
export type Loaded<T> = { status: 'ready'; data: T } | Failure;

/**
 * What a route's loader hands its screen. In the browser a promise, so the screen draws at once
 * with placeholders of the final size and fills in when the answer comes; on the server the answer
 * itself, because a page is rendered once and sent whole.
 */
export type Deferred<T> = Loaded<T> | Promise<Loaded<T>>;

/** Set by the server renderer, whose loaders wait for their data: the loads that failed, which decide the page's status. */
export const failedServerLoads = createContext<Failure[] | null>(null);

/** A load that never rejects: its failure becomes data the screen shows. */
export function settle<T>(load: Promise<T>): Promise<Loaded<T>> {
  return load.then((data) => ({ status: 'ready', data }), failureOf);
}

/** A loader's data: waited for on the server, handed over as promises in the browser. */
export async function deferred<T extends Record<string, Promise<Loaded<unknown>>>>(
  context: Readonly<RouterContextProvider>,
  loads: T,
): Promise<{ [K in keyof T]: T[K] | Awaited<T[K]> }> {
  const failures = context.get(failedServerLoads);
  if (!failures) return loads;
  const answers = await Promise.all(Object.entries(loads).map(async ([key, load]) => [key, await load] as const));
  for (const [, answer] of answers) if (answer.status === 'error') failures.push(answer);
  return Object.fromEntries(answers) as { [K in keyof T]: Awaited<T[K]> };
}
