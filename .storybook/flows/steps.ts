import type { Canvas } from 'storybook/internal/types';
import { expect, userEvent } from 'storybook/test';
import type { AnyStateMachine } from 'xstate';
import { chartOf, type ChartState } from './chart';
import { eventOf, type Flow } from './flow';

/* Steps for play functions: what a developer does in the explorer, by the buttons' names. */

/** Waits until the explorer shows the machine in `path` (a leaf state, dotted from the root), lit. */
export async function expectState(canvas: Canvas, path: string): Promise<void> {
  await expect(await canvas.findByRole('group', { name: path })).toHaveAttribute('aria-current', 'step');
  await expect(canvas.getByLabelText('Current state')).toHaveTextContent(path);
}

/** Sends the event whose button reads `label` (its type, or its type and payload). */
export async function send(canvas: Canvas, label: string): Promise<void> {
  await userEvent.click(canvas.getByRole('button', { name: label }));
}

/** Answers the open call: `Succeed with <answer>` or `Fail with <problem>`. */
export async function answer(canvas: Canvas, outcome: `${'Succeed' | 'Fail'} with ${string}`): Promise<void> {
  await userEvent.click(await canvas.findByRole('button', { name: outcome }));
}

export async function expectLogged(canvas: Canvas, text: string): Promise<void> {
  await expect(canvas.getByRole('list', { name: 'Log' })).toHaveTextContent(text);
}

export async function expectContext(canvas: Canvas, text: string): Promise<void> {
  await expect(canvas.getByLabelText('Context')).toHaveTextContent(text);
}

/**
 * The light check every flow story runs: the chart draws each state of the machine with the initial
 * one lit, and every event the machine takes from outside has a button.
 */
export function showsEveryStateAndEvent<M extends AnyStateMachine>(flow: Flow<M>) {
  return async ({ canvas }: { canvas: Canvas }) => {
    await canvas.findByRole('heading', { name: flow.machine.id });
    // One query for each kind: asking for each box and button by name recomputes the whole tree every time.
    const drawn = canvas.getAllByRole('group').map((box) => box.getAttribute('aria-label'));
    await expect(drawn).toEqual(statesOf(chartOf(flow.machine)).map((state) => state.path || state.key));
    await expect(canvas.getByLabelText('Current state')).not.toHaveTextContent('(none)');
    const labels = flow.events.map((sample) => eventOf(sample));
    const buttons = canvas.getAllByRole('button').map((button) => button.textContent);
    await expect(buttons).toEqual(expect.arrayContaining(labels.map(({ label }) => label)));
    const offered = new Set([...labels.map(({ event }) => event.type), ...(flow.selfSent ?? [])]);
    const taken = flow.machine.events.filter((type: string) => !type.startsWith('xstate.') && type !== '' && type !== '*');
    await expect(taken.filter((type: string) => !offered.has(type))).toEqual([]);
  };
}

function statesOf(state: ChartState): ChartState[] {
  return [state, ...state.children.flatMap(statesOf)];
}
