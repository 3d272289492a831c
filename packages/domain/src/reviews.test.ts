import { describe, expect, it } from 'vitest';
import { NewReviewBounds } from '@cellar/api-client/contract';
import { canReviewFrom, newReviewOf, reviewAuthor, reviewRefusals, starsOf } from './reviews';

describe('reviewAuthor', () => {
  it('signs with the first name and the last name’s initial only', () => {
    expect(reviewAuthor('Sofía', 'Méndez')).toBe('Sofía M.');
    expect(reviewAuthor('  Ana María ', ' rodríguez')).toBe('Ana María R.');
  });

  it('keeps a letter with its accent or mark whole', () => {
    expect(reviewAuthor('Inés', 'Ñúñez')).toBe('Inés Ñ.');
    expect(reviewAuthor('Lu', 'e\u0301vora')).toBe('Lu E\u0301.');
  });
});

describe('canReviewFrom', () => {
  it('lets every order but a rejected one count', () => {
    expect(['paid', 'in transit', 'delivered'].every((status) => canReviewFrom(status as never))).toBe(true);
    expect(canReviewFrom('rejected')).toBe(false);
  });
});

describe('starsOf', () => {
  it('rounds an average to half stars', () => {
    expect(starsOf(4.3)).toEqual({ full: 4, half: true });
    expect(starsOf(4.2)).toEqual({ full: 4, half: false });
    expect(starsOf(4.8)).toEqual({ full: 5, half: false });
    expect(starsOf(1)).toEqual({ full: 1, half: false });
  });
});

describe('reviewRefusals', () => {
  it('asks for stars and words, lets the title be blank, and holds both texts to the contract’s bounds', () => {
    expect(reviewRefusals({ rating: null, title: '', body: ' ' })).toEqual({ rating: 'required', body: 'required' });
    expect(reviewRefusals({ rating: 4, title: '  ', body: 'Plum.' })).toEqual({});
    expect(reviewRefusals({ rating: 4, title: 't'.repeat(NewReviewBounds.title.maxLength + 1), body: 'b'.repeat(NewReviewBounds.body.maxLength + 1) })).toEqual({ title: 'maxLength', body: 'maxLength' });
  });

  it('sends the texts trimmed and leaves a blank title out', () => {
    expect(newReviewOf({ rating: 5, title: ' ', body: ' Plum. ' })).toEqual({ rating: 5, body: 'Plum.' });
    expect(newReviewOf({ rating: 5, title: ' Friday ', body: 'Plum.' })).toEqual({ rating: 5, title: 'Friday', body: 'Plum.' });
  });
});
