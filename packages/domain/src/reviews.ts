import type { components } from '@cellar/api-client';
import { NewReviewBounds } from '@cellar/api-client/contract';
import { formRefusals, textRefusal, type FieldRefusals } from './formRules';

export type Review = components['schemas']['Review'];
export type NewReview = components['schemas']['NewReview'];

/**
 * How a review is signed in the shop: the first name and the last name's initial ('Sofía M.'), so a
 * buyer's review never tells who they are beyond that. The initial is the first letter as a person
 * reads one (a grapheme: 'Ñ', 'É', or a letter with a combining mark), capitalised.
 */
export function reviewAuthor(firstname: string, lastname: string): string {
  const first = firstname.trim();
  const [initial] = new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(lastname.trim());
  return initial ? `${first} ${initial.segment.toLocaleUpperCase()}.` : first;
}

/** Orders whose wines their buyer may review: every order but a rejected one (its bottles never came). */
export function canReviewFrom(status: components['schemas']['OrderStatus']): boolean {
  return status !== 'rejected';
}

/** Whole stars and whether a half shows, for an average like 4.3 (4 and a half from .25 up, 5 from .75). */
export function starsOf(rating: number): { full: number; half: boolean } {
  const halves = Math.round(rating * 2);
  return { full: Math.floor(halves / 2), half: halves % 2 === 1 };
}

export type ReviewField = keyof NewReview;

/** A review as its form holds it: no rating until a star is chosen, the texts as typed. */
export interface ReviewDraft {
  rating: number | null;
  title: string;
  body: string;
}

/** Which fields of a review break the contract's bounds, by the code the server would send: the title may be left blank. */
export function reviewRefusals(draft: ReviewDraft): FieldRefusals<ReviewField> {
  const refusals: FieldRefusals<ReviewField> = formRefusals<'body'>({ body: draft.body }, { body: NewReviewBounds.body });
  if (draft.rating === null) refusals.rating = 'required';
  const title = draft.title.trim() === '' ? null : textRefusal(draft.title, NewReviewBounds.title);
  if (title) refusals.title = title;
  return refusals;
}

/** The review to send: texts trimmed (as the server keeps them), a blank title left out. */
export function newReviewOf(draft: ReviewDraft & { rating: number }): NewReview {
  const title = draft.title.trim();
  return { rating: draft.rating, body: draft.body.trim(), ...(title ? { title } : {}) };
}
