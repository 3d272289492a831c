import { ApiError } from '@cellar/api-client';
import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export interface Page<Row> {
  rows: Row[];
  /** The cursor of the next page, from the Link header; null on the last page. */
  next: string | null;
  total: number | null;
}

interface ListResult<Row> {
  data?: Row[];
  error?: unknown;
  response: Response;
}

/** Reads one page of a staff list: the rows, the next cursor from `Link: <…>; rel="next"`, and X-Total-Count. */
export async function pageOf<Row>(call: Promise<ListResult<Row>>): Promise<Page<Row>> {
  const { data, error, response } = await call;
  if (!response.ok || !data) throw new ApiError(response.status, error as never);
  const link = response.headers.get('Link')?.match(/<([^>]+)>;\s*rel="next"/)?.[1];
  const next = link ? new URL(link, 'http://link.invalid').searchParams.get('cursor') : null;
  const total = response.headers.get('X-Total-Count');
  return { rows: data, next, total: total === null ? null : Number(total) };
}

interface ListState<Row> {
  page: Page<Row> | null;
  loading: boolean;
  error: string | null;
}

/**
 * One page at a time of a staff list, for a query (search, filters, sort). The cursors already
 * walked are kept so PREVIOUS goes back; a new query starts again at the first page, and an answer
 * to an older query or page is dropped.
 */
export function usePagedList<Row, Query>(load: (query: Query, cursor: string | null, signal: AbortSignal) => Promise<Page<Row>>, query: Query) {
  const key = JSON.stringify(query);
  const [cursors, setCursors] = useState<{ key: string; trail: (string | null)[] }>({ key, trail: [null] });
  const trail = cursors.key === key ? cursors.trail : [null];
  const cursor = trail.at(-1) ?? null;
  const [state, setState] = useState<ListState<Row>>({ page: null, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);
  const loadPage = useEffectEvent(load);

  useEffect(() => {
    const controller = new AbortController();
    setState((previous) => ({ ...previous, loading: true, error: null }));
    loadPage(JSON.parse(key) as Query, cursor, controller.signal).then(
      (page) => !controller.signal.aborted && setState({ page, loading: false, error: null }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setState((previous) => ({ ...previous, loading: false, error: error instanceof Error ? error.message : 'The list could not be loaded.' })),
    );
    return () => controller.abort();
  }, [key, cursor, attempt]);

  const next = state.page?.next;
  return {
    ...state,
    rows: state.page?.rows ?? [],
    pageNumber: trail.length,
    onNext: next && !state.loading ? () => setCursors({ key, trail: [...trail, next] }) : null,
    onPrevious: trail.length > 1 ? () => setCursors({ key, trail: trail.slice(0, -1) }) : null,
    reload: useCallback(() => setAttempt((count) => count + 1), []),
  };
}
