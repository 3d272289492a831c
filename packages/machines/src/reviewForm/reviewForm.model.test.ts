import { NewReviewBounds } from '@cellar/domain';
import { expect, it, vi } from 'vitest';
import { sampleReview } from '../testing/fixtures';
import { expectFullModelCoverage } from '../testing/modelPaths';
import { createPendingCalls } from '../testing/pendingCalls';
import { reviewFormMachine } from './reviewForm.machine';

const WINE = sampleReview.productId;
const TOO_LONG = 'a'.repeat(NewReviewBounds.body.maxLength + 1);
const EXISTS = { code: 'reviewExists', params: {}, detail: 'You have already reviewed this wine.' };
const CONTROL = { code: 'validation', params: {}, detail: 'Please correct: body', errors: [{ field: 'body', code: 'controlCharacters', params: {}, message: '' }] };
const refused = (status: number, problem: unknown) => Object.assign(new Error('refused'), { status, problem });

const scenario = (signedIn: boolean) => () => ({ input: { productId: WINE, signedIn }, calls: createPendingCalls(), reviewed: vi.fn() });

it('review form: shortest paths cover every state and transition', async () => {
  await expectFullModelCoverage({
    name: 'reviewForm',
    machine: reviewFormMachine,
    implement: (machine, { calls, reviewed }) => machine.provide({ actors: { loadStanding: calls.logic(), submitReview: calls.logic() }, actions: { reviewed } }),
    scenarios: { visitor: scenario(false), customer: scenario(true) },
    events: [
      { type: 'xstate.done.actor.loadStanding', output: 'reviewable' },
      { type: 'xstate.done.actor.loadStanding', output: 'reviewed' },
      { type: 'xstate.done.actor.loadStanding', output: 'notBuyer' },
      { type: 'xstate.error.actor.loadStanding', error: new Error('offline') },
      { type: 'RATING.CHANGE', value: 4 },
      { type: 'TITLE.CHANGE', value: ' Our Friday wine ' },
      { type: 'BODY.CHANGE', value: 'Plum and tobacco.' },
      { type: 'BODY.CHANGE', value: TOO_LONG },
      { type: 'SUBMIT' },
      { type: 'xstate.done.actor.submitReview', output: sampleReview },
      { type: 'xstate.error.actor.submitReview', error: refused(409, EXISTS) },
      { type: 'xstate.error.actor.submitReview', error: refused(400, CONTROL) },
      { type: 'xstate.error.actor.submitReview', error: refused(503, undefined) },
    ],
    // Each field is filled once from empty: every transition stays reachable without every combination.
    filterEvents: ({ context }, event) => {
      if (event.type === 'RATING.CHANGE') return context.rating === null;
      if (event.type === 'TITLE.CHANGE') return context.title === '';
      if (event.type === 'BODY.CHANGE') return context.body === '';
      return true;
    },
    states: {
      starting: () => expect.unreachable('starting is left at once'),
      signedOut: ({ context }, { calls }) => {
        expect(context.signedIn).toBe(false);
        expect(calls.isPending('loadStanding')).toBe(false);
      },
      checking: (_, { calls }) => expect(calls.isPending('loadStanding')).toBe(true),
      notBuyer: (_, { reviewed }) => expect(reviewed).not.toHaveBeenCalled(),
      alreadyReviewed: (_, { reviewed }) => expect(reviewed).not.toHaveBeenCalled(),
      editing: ({ context }, { calls }) => {
        expect(calls.isPending('submitReview')).toBe(false);
        // A refused field says why in the shop's words; a refusal that names no field is kept by its code or as a busy server.
        if (context.errors.rating) expect(context.errors.rating).toEqual({ key: 'review.ratingMissing' });
        if (context.errors.body) expect([{ key: 'review.bodyMissing' }, { key: 'review.bodyTooLong', values: { max: NewReviewBounds.body.maxLength } }, { key: 'review.controlCharacters' }]).toContainEqual(context.errors.body);
        if (context.problem) expect(context.problem).not.toHaveProperty('refusal.code', 'validation');
      },
      sending: ({ context }, { calls }) => {
        expect(calls.isPending('submitReview')).toBe(true);
        expect(context.problem).toBeNull();
        expect(context.rating).toBe(4);
        expect(context.body).toBe('Plum and tobacco.');
      },
      reviewed: (snapshot, { reviewed }) => {
        expect(snapshot.status).toBe('done');
        expect(reviewed.mock.calls).toEqual([[expect.anything(), sampleReview]]);
      },
    },
  });
});
