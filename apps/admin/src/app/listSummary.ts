import type { Page } from './pagedList';

/** "25–48 of 1,204 wines": where the page sits in the list. */
export function listSummary(page: Page<unknown> | null, pageNumber: number, pageSize: number, noun: string): string {
  if (!page) return 'Loading…';
  if (page.rows.length === 0) return `No ${noun}`;
  const first = (pageNumber - 1) * pageSize + 1;
  const last = first + page.rows.length - 1;
  const total = page.total ?? last;
  return `${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} ${noun}`;
}
