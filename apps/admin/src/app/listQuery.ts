import { useState } from 'react';

/** What every searched staff list asks for: the search as submitted and one of the server's sorts. */
interface SearchedQuery {
  q: string;
  sort: string;
}

/**
 * A staff list's search box and sort, and the query they make: the search box's text changes as it
 * is typed, the query only when the search is submitted, so the list is not asked for on every key.
 */
export function useListQuery<Query extends SearchedQuery>(initial: Query) {
  const [text, setText] = useState(initial.q);
  const [query, setQuery] = useState(initial);
  const change = (patch: Partial<Query>) => setQuery((current) => ({ ...current, ...patch }));
  return {
    query,
    /** Sets filters of the screen's own (a status), starting the list again. */
    change,
    /** SearchBox's props. */
    search: { value: text, onChange: setText, onSubmit: (q: string) => change({ q: q.trim() } as Partial<Query>) },
    /** DataTable's props. */
    sorting: { sort: query.sort as Query['sort'], onSortChange: (sort: Query['sort']) => change({ sort } as Partial<Query>) },
  };
}

/** A page's query parameters: the search only when there is one, the cursor only after the first page. */
export function listParams<Query extends SearchedQuery>({ q, sort }: Query, limit: number, cursor: string | null) {
  return { ...(q ? { q } : {}), sort: sort as Query['sort'], limit, ...(cursor ? { cursor } : {}) };
}
