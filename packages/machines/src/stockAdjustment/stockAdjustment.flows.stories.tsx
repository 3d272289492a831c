import type { Meta, StoryObj } from '@storybook/react-vite';
import { answer, anyCallProblems, defineFlow, expectContext, expectLogged, expectState, FlowExplorer, send, showsEveryStateAndEvent } from '../../../../.storybook/flows';
import { sampleWine } from '../testing/fixtures';
import { stockAdjustmentMachine } from './stockAdjustment.machine';
import { ADJUSTMENT_REASONS } from './stockChange';

const flow = defineFlow({
  machine: stockAdjustmentMachine,
  input: () => ({ productId: sampleWine.id, stock: sampleWine.stock }),
  events: [
    ...ADJUSTMENT_REASONS.map((reason) => ({ type: 'SET_REASON' as const, reason })),
    { type: 'SET_QUANTITY', quantity: '6' },
    { type: 'SET_QUANTITY', quantity: '' },
    { type: 'SET_NOTE', note: 'Delivery from the winery' },
    { type: 'SUBMIT' },
  ],
  services: {
    adjustStock: {
      succeed: { [`${sampleWine.stock + 6} in stock`]: { stock: sampleWine.stock + 6 } },
      fail: {
        // Bottles sold since the form was opened: the server's stock is lower than the one shown.
        'too few bottles': {
          status: 409,
          code: 'stockBelowZero',
          params: { name: sampleWine.name, stock: 4, take: 6 },
          detail: `Only 4 bottles of ${sampleWine.name} in stock: taking 6 bottles away would leave fewer than none.`,
        },
        ...anyCallProblems,
      },
    },
  },
  effects: ['notify', 'adjusted'],
});

const meta = { title: 'Flows/Stock adjustment (back office)', render: () => <FlowExplorer flow={flow} /> } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Explore: Story = { play: showsEveryStateAndEvent(flow) };

export const Restocked: Story = {
  play: async ({ canvas }) => {
    await send(canvas, 'SUBMIT');
    await expectState(canvas, 'editing.invalid');
    await send(canvas, 'SET_REASON restock');
    await send(canvas, 'SET_QUANTITY 6');
    await send(canvas, 'SUBMIT');
    await expectState(canvas, 'saving');
    await answer(canvas, `Succeed with ${sampleWine.stock + 6} in stock`);
    await expectState(canvas, 'editing.saved');
    await expectLogged(canvas, 'adjusted');
    await expectContext(canvas, `"stock": ${sampleWine.stock + 6}`);
  },
};

export const BreakageRefused: Story = {
  play: async ({ canvas }) => {
    await send(canvas, 'SET_REASON breakage');
    await send(canvas, 'SET_QUANTITY 6');
    await send(canvas, 'SUBMIT');
    await answer(canvas, 'Fail with too few bottles');
    await expectState(canvas, 'editing.refused');
    // Kept by its code, so the back office says it in the staff member's language.
    await expectContext(canvas, '"code": "stockBelowZero"');
    await expectContext(canvas, '"quantity": "6"');
  },
};
