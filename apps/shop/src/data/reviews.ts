import { listTotalOf, nextCursorOf, unwrap, type ApiCalls, type Review, type ReviewSort } from '@cellar/api-client';
import type { ReviewStanding } from '@cellar/machines';

export interface ReviewsPage {
  items: Review[];
  /** The cursor of the next page; null on the last. */
  next: string | null;
  total: number;
}

/** One page of a wine's reviews, after `cursor` (the first page without one). */
export async function fetchReviewsPage(api: ApiCalls, wineId: number, sort: ReviewSort, cursor: string | null): Promise<ReviewsPage> {
  const call = api.GET('/products/{id}/reviews', { params: { path: { id: wineId }, query: { sort, ...(cursor ? { cursor } : {}) } } });
  const items = await unwrap(call);
  const { response } = await call;
  return { items, next: nextCursorOf(response), total: listTotalOf(response)?.count ?? items.length };
}

/** What the signed-in caller may do with this wine's reviews, from their own reviews and the wines they bought. */
export async function fetchReviewStanding(api: ApiCalls, wineId: number): Promise<ReviewStanding> {
  const { reviews, reviewable } = await unwrap(api.GET('/reviews/mine'));
  if (reviews.some((review) => review.productId === wineId)) return 'reviewed';
  return reviewable.includes(wineId) ? 'reviewable' : 'notBuyer';
}
