import type { Problem } from '@cellar/api-client';
import { loadLocale, wordsFor } from '@cellar/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { LIST_LOAD_FAILED, problemOr, sayIn, SOMETHING_WENT_WRONG } from './messages';

beforeAll(() => loadLocale('es-UY'));

/** What the API client throws for a refusal: an Error whose message is the detail, carrying the problem. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Problem,
  ) {
    super(problem.detail);
  }
}

const soldOut: Problem = { type: 'about:blank', title: 'Conflict', status: 409, code: 'outOfStock', params: { name: 'Tannat Reserva' }, detail: 'Sorry, Tannat Reserva has just sold out. Please remove it from your cart.' };

describe('problemOr', () => {
  it("keeps a refusal by its code, so the page says it in the shopper's language", () => {
    const said = problemOr(new ApiError(409, soldOut));
    expect(sayIn(wordsFor('es-UY'), said)).toBe(wordsFor('es-UY')('problem.outOfStock', { name: 'Tannat Reserva' }));
    expect(sayIn(wordsFor('en'), said)).toBe(soldOut.detail);
  });

  it('says a failure with no refusal in the catalogue\'s words', () => {
    expect(sayIn(wordsFor('es-UY'), problemOr(undefined))).toBe(wordsFor('es-UY')(SOMETHING_WENT_WRONG.key));
    expect(sayIn(wordsFor('en'), problemOr(new Error('Network down')))).toBe('Network down');
    expect(problemOr(undefined, LIST_LOAD_FAILED)).toBe(LIST_LOAD_FAILED);
  });

  it('says each refused field of a validation refusal', () => {
    const error = new ApiError(400, { ...soldOut, status: 400, code: 'validation', params: {}, errors: [{ field: 'shippingAddress', code: 'minLength', params: { limit: 3 }, message: '' }] });
    expect(sayIn(wordsFor('en'), problemOr(error))).toBe('shippingAddress must be at least 3 characters.');
  });

  it("falls back to the server's detail for a code its words do not know", () => {
    const newer = new ApiError(409, { ...soldOut, code: 'somethingNewer' as Problem['code'] });
    expect(sayIn(wordsFor('es-UY'), problemOr(newer))).toBe(soldOut.detail);
  });
});
