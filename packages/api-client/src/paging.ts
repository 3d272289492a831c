/** The cursor of a list's next page, from its `Link: <…>; rel="next"` header (the API builds the address from the request). */
export function nextCursorOf(response: Response): string | null {
  const link = /<([^>]+)>;\s*rel="next"/.exec(response.headers.get('link') ?? '')?.[1];
  return link ? new URL(link, 'http://link.invalid').searchParams.get('cursor') : null;
}

/**
 * How many rows the whole list holds: counted (`X-Total-Count`), or estimated for a search too large to
 * count (`X-Total-Count-Estimate`); null when the answer says neither.
 */
export function listTotalOf(response: Response): { count: number; estimated: boolean } | null {
  const exact = response.headers.get('x-total-count');
  if (exact !== null) return { count: Number(exact), estimated: false };
  const estimate = response.headers.get('x-total-count-estimate');
  return estimate === null ? null : { count: Number(estimate), estimated: true };
}
