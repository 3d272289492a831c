import { ApiError, listTotalOf, nextCursorOf } from '@cellar/api-client';
import { pagedListMachine, sayIn, type PagedListPage } from '@cellar/machines';
import type { AdminKey } from '@cellar/i18n';
import { useWords } from '@cellar/i18n/react';
import type { DataTablePagination } from '@cellar/ui';
import { useMachine } from '@xstate/react';
import { useCallback, useEffect } from 'react';
import { fromPromise } from 'xstate';
import { useFormats } from './formats';

export type { PagedListPage as Page } from '@cellar/machines';

interface ListResult<Row> {
  data?: Row[];
  error?: unknown;
  response: Response;
}

/** Reads one page of a staff list: the rows, the next cursor from `Link: <…>; rel="next"`, and X-Total-Count. */
export async function pageOf<Row>(call: Promise<ListResult<Row>>): Promise<PagedListPage<Row>> {
  const { data, error, response } = await call;
  if (!response.ok || !data) throw new ApiError(response.status, error as never);
  return { rows: data, next: nextCursorOf(response), total: listTotalOf(response)?.count ?? null };
}

/**
 * One page at a time of a staff list, for a query (search, filters, sort): the screens' side of
 * `pagedListMachine`, which keeps the cursor trail, starts a new query at its first page and drops
 * answers to older queries and pages.
 */
export function usePagedList<Row, Query>(load: (query: Query, cursor: string | null, signal: AbortSignal) => Promise<PagedListPage<Row>>, query: Query) {
  const [state, send] = useMachine(
    pagedListMachine.provide({ actors: { loadPage: fromPromise(({ input, signal }) => load(input.query as Query, input.cursor, signal)) } }),
    { input: { query } },
  );
  // Screens build their query afresh on every render: only a different one, told apart as JSON, is news.
  const key = JSON.stringify(query);
  useEffect(() => send({ type: 'QUERY', query: JSON.parse(key) }), [key, send]);
  const reload = useCallback(() => send({ type: 'RETRY' }), [send]);
  const words = useWords();
  const { error } = state.context;

  const page = state.context.page as PagedListPage<Row> | null;
  return {
    page,
    loading: state.matches('loading'),
    error: error === null ? null : sayIn(words, error),
    rows: page?.rows ?? [],
    pageNumber: state.context.trail.length,
    onNext: state.can({ type: 'NEXT' }) ? () => send({ type: 'NEXT' }) : null,
    onPrevious: state.can({ type: 'PREVIOUS' }) ? () => send({ type: 'PREVIOUS' }) : null,
    reload,
  };
}

type PagedList = ReturnType<typeof usePagedList>;

/** What a list holds, for its pager: the words of "25–48 of 1,204 wines" (`{shown}`, `{total}`) and of "No wines". */
export interface ListNoun {
  count: AdminKey;
  none: AdminKey;
}

/** The DataTable's pager of a list read with usePagedList, of `pageSize` rows a page: "25–48 of 1,204 wines". */
export function useListPagination(list: PagedList, pageSize: number, noun: ListNoun): DataTablePagination {
  const words = useWords();
  const { count } = useFormats();
  const { page, loading, pageNumber } = list;
  let summary: string;
  // With no page yet there is nothing to place; once the first has failed, the table says why and offers a retry.
  if (!page) summary = loading ? words('loadMore.loading') : '';
  else if (page.rows.length === 0) summary = words(noun.none);
  else {
    const first = (pageNumber - 1) * pageSize + 1;
    const last = first + page.rows.length - 1;
    const shown = first === last ? count(first) : `${count(first)}–${count(last)}`;
    summary = words(noun.count, { shown, total: page.total ?? last });
  }
  return { summary, onPrevious: list.onPrevious, onNext: list.onNext };
}
