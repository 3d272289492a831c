import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer, anyCallProblems, defineFlow, expectContext, expectLogged, expectState, FlowExplorer, send, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { sampleReview } from '../testing/fixtures';
import { reviewFormMachine } from './reviewForm.machine';

const flow = defineFlow({
  machine: reviewFormMachine,
  input: () => ({ productId: sampleReview.productId, signedIn: true }),
  events: [
    { label: 'RATING.CHANGE to 4 stars', event: { type: 'RATING.CHANGE', value: 4 } },
    { label: 'TITLE.CHANGE', event: { type: 'TITLE.CHANGE', value: sampleReview.title! } },
    { label: 'BODY.CHANGE', event: { type: 'BODY.CHANGE', value: sampleReview.body } },
    { label: 'SUBMIT', event: { type: 'SUBMIT' } },
  ],
  services: {
    loadStanding: {
      succeed: { 'a buyer who has not reviewed': 'reviewable', 'a buyer who has reviewed': 'reviewed', 'a customer who never bought it': 'notBuyer' },
      fail: anyCallProblems,
    },
    submitReview: {
      succeed: { 'the review': sampleReview },
      fail: {
        'a review already there': { status: 409, code: 'reviewExists', detail: 'You have already reviewed this wine.' },
        'a control character': { status: 400, code: 'validation', detail: 'Please correct: body', errors: [{ field: 'body', code: 'controlCharacters', params: {}, message: 'body holds control characters.' }] },
        ...anyCallProblems,
      },
    },
  },
  effects: ['reviewed'],
});

const meta = { title: 'Flows/Review form', render: () => <FlowExplorer flow={flow} /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = { play: showsEveryStateAndEvent(flow) };

export const RefusedThenReviewed: Story = {
  play: async ({ canvas }) => {
    await answer(canvas, 'Succeed with a buyer who has not reviewed');
    await expectState(canvas, 'editing');
    await send(canvas, 'SUBMIT');
    await expectContext(canvas, '"key": "review.ratingMissing"');
    await send(canvas, 'RATING.CHANGE to 4 stars');
    await send(canvas, 'BODY.CHANGE');
    await send(canvas, 'SUBMIT');
    await answer(canvas, 'Fail with a control character');
    await expectState(canvas, 'editing');
    await expectContext(canvas, '"key": "review.controlCharacters"');
    await send(canvas, 'SUBMIT');
    await answer(canvas, 'Succeed with the review');
    await expectState(canvas, 'reviewed');
    await expectLogged(canvas, 'reviewed');
  },
};
