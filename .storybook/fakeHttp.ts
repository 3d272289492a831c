/** Answers of the fake APIs behind the screen stories, shaped as the real API shapes them. */

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** An empty success (204), as the API answers a removal. */
export function noContent(): Response {
  return new Response(null, { status: 204 });
}

/** The API's problem+json, whose `detail` the apps show as it is. */
export function problem(status: number, detail: string, errors?: { field: string; code: string; message: string }[]): Response {
  return new Response(JSON.stringify({ type: 'about:blank', title: 'Error', status, detail, ...(errors ? { errors } : {}) }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });
}

/**
 * One page of a list as the API answers it: the rows, the total in `X-Total-Count`, and the next page's
 * address in `Link: <…>; rel="next"` (the fakes' cursor is simply the offset).
 */
export function listPage(rows: readonly unknown[], url: URL, defaultLimit: number): Response {
  const limit = Number(url.searchParams.get('limit') ?? defaultLimit);
  const offset = Number(url.searchParams.get('cursor') ?? 0);
  const response = json(rows.slice(offset, offset + limit));
  response.headers.set('X-Total-Count', String(rows.length));
  if (offset + limit < rows.length) {
    const next = new URLSearchParams(url.searchParams);
    next.set('cursor', String(offset + limit));
    response.headers.set('Link', `<${url.pathname}?${next.toString()}>; rel="next"`);
  }
  return response;
}
