import type { components } from '@cellar/api-client';

export type Review = components['schemas']['Review'];

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
