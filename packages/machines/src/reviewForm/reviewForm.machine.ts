import { newReviewOf, reviewRefusals, type NewReview, type Review, type ReviewDraft, type ReviewField } from '@cellar/domain';
import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { serverRefusals, wordsFor, hasErrors, type FieldErrors } from '../forms/fieldErrors';
import { problemOr, REVIEW_FIELD_WORDS } from '../messages';
import type { Said } from '../types';

/** What the caller may do with this wine's reviews, as GET /reviews/mine tells: write one, has written one, or never bought it. */
export type ReviewStanding = 'reviewable' | 'reviewed' | 'notBuyer';

export interface ReviewFormInput {
  productId: number;
  /** Only a signed-in customer is asked; a visitor's page asks the server nothing. */
  signedIn: boolean;
}

export interface ReviewFormContext extends ReviewDraft {
  productId: number;
  signedIn: boolean;
  errors: FieldErrors<ReviewField>;
  /** A refusal that names no field (the session ended, the server is down); null otherwise. */
  problem: Said | null;
}

export type ReviewFormEvent =
  | { type: 'RATING.CHANGE'; value: number }
  | { type: 'TITLE.CHANGE'; value: string }
  | { type: 'BODY.CHANGE'; value: string }
  | { type: 'SUBMIT' };

/**
 * The product page's review form. A visitor is `signedOut`; a signed-in customer's standing is asked
 * (`checking`): one who never bought the wine is `notBuyer`, one who reviewed it `alreadyReviewed`, a
 * buyer `editing`. SUBMIT checks the draft against the contract's bounds (`reviewRefusals`) and stays
 * with each refused field's words, or sends it (`sending`); the server's field refusals come back on
 * their fields, another refusal as `problem`, and a review already there (sent from another tab) ends
 * in `alreadyReviewed`. A sent review ends in `reviewed` and tells the page (`reviewed`), which shows it.
 *
 * Provide: actors `loadStanding` (`fromPromise<ReviewStanding, { productId }>`, GET /reviews/mine) and
 * `submitReview` (`fromPromise<Review, { productId, review }>`, POST /products/{id}/reviews, rejecting
 * with the API client's ApiError); action `reviewed` (params `Review`), a no-op by default.
 */
export const reviewFormMachine = setup({
  types: {
    context: {} as ReviewFormContext,
    events: {} as ReviewFormEvent,
    input: {} as ReviewFormInput,
  },
  actors: {
    loadStanding: fromPromise<ReviewStanding, { productId: number }>(() => Promise.reject(new Error('loadStanding actor not provided'))),
    submitReview: fromPromise<Review, { productId: number; review: NewReview }>(() => Promise.reject(new Error('submitReview actor not provided'))),
  },
  actions: {
    reviewed: (_, _review: Review) => undefined,
    setRating: assign(({ context }, value: number) => ({ rating: value, errors: { ...context.errors, rating: undefined } })),
    setTitle: assign(({ context }, value: string) => ({ title: value, errors: { ...context.errors, title: undefined } })),
    setBody: assign(({ context }, value: string) => ({ body: value, errors: { ...context.errors, body: undefined } })),
    showRefusals: assign({ errors: ({ context }) => wordsFor(reviewRefusals(context), REVIEW_FIELD_WORDS), problem: null }),
    clearRefusals: assign({ problem: null, errors: {} }),
    showServerRefusal: assign((_, error: unknown) => {
      const errors = wordsFor(serverRefusals(error, REVIEW_FIELD_WORDS), REVIEW_FIELD_WORDS);
      return { errors, problem: hasErrors(errors) ? null : problemOr(error) };
    }),
  },
  guards: {
    signedIn: ({ context }) => context.signedIn,
    standing: (_, { is, wanted }: { is: ReviewStanding; wanted: ReviewStanding }) => is === wanted,
    draftRefused: ({ context }) => hasErrors(reviewRefusals(context)),
    reviewExists: (_, error: unknown) => (error as { problem?: { code?: unknown } } | null)?.problem?.code === 'reviewExists',
  },
}).createMachine({
  id: 'reviewForm',
  context: ({ input }) => ({ productId: input.productId, signedIn: input.signedIn, rating: null, title: '', body: '', errors: {}, problem: null }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'signedIn', target: 'checking' }, { target: 'signedOut' }],
    },
    signedOut: {},
    checking: {
      invoke: {
        id: 'loadStanding',
        src: 'loadStanding',
        input: ({ context }) => ({ productId: context.productId }),
        onDone: [
          { guard: { type: 'standing', params: ({ event }) => ({ is: event.output, wanted: 'reviewable' as const }) }, target: 'editing' },
          { guard: { type: 'standing', params: ({ event }) => ({ is: event.output, wanted: 'reviewed' as const }) }, target: 'alreadyReviewed' },
          { target: 'notBuyer' },
        ],
        // Not knowing, the page asks nothing: its reviews still show.
        onError: { target: 'notBuyer' },
      },
    },
    notBuyer: {},
    alreadyReviewed: {},
    editing: {
      on: {
        'RATING.CHANGE': { actions: { type: 'setRating', params: ({ event }) => event.value } },
        'TITLE.CHANGE': { actions: { type: 'setTitle', params: ({ event }) => event.value } },
        'BODY.CHANGE': { actions: { type: 'setBody', params: ({ event }) => event.value } },
        SUBMIT: [{ guard: 'draftRefused', actions: 'showRefusals' }, { target: 'sending', actions: 'clearRefusals' }],
      },
    },
    sending: {
      invoke: {
        id: 'submitReview',
        src: 'submitReview',
        // The guard let only a whole draft through: it has its rating.
        input: ({ context }) => ({ productId: context.productId, review: newReviewOf({ ...context, rating: context.rating! }) }),
        onDone: { target: 'reviewed', actions: { type: 'reviewed', params: ({ event }) => event.output } },
        onError: [
          { guard: { type: 'reviewExists', params: ({ event }: { event: ErrorActorEvent }) => event.error }, target: 'alreadyReviewed' },
          { target: 'editing', actions: { type: 'showServerRefusal', params: ({ event }: { event: ErrorActorEvent }) => event.error } },
        ],
      },
    },
    reviewed: { type: 'final' },
  },
});
