import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ScreenStory } from './ScreenStory';
import { IN_SPANISH, LONG, PHONE, SCREEN_PARAMETERS, spanish } from './story';

const meta = {
  title: 'Screens/About',
  component: ScreenStory,
  args: { path: '/about-this-project' },
  parameters: SCREEN_PARAMETERS,
} satisfies Meta<typeof ScreenStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The size at which the diagram's column names are drawn, in CSS pixels. */
function diagramTextSize(diagram: HTMLElement) {
  const column = diagram.querySelector<SVGTextElement>('text:not([font-weight])')!;
  return Number(column.getAttribute('font-size')) * column.getScreenCTM()!.a;
}

export const AboutThisProject: Story = {
  play: async ({ canvas }) => {
    const diagram = await canvas.findByRole('img', { name: /^Data model/ }, LONG);
    // The whole diagram fits beside the text, so there is nothing to scroll.
    await expect(canvas.queryByText('Scroll sideways to see the whole diagram.')).not.toBeVisible();
    await expect(diagramTextSize(diagram)).toBeGreaterThanOrEqual(12);
  },
};

export const DataModelOnAPhone: Story = {
  globals: PHONE,
  play: async ({ canvas }) => {
    const diagram = await canvas.findByRole('img', { name: /^Data model/ }, LONG);
    // Read at its own size and scrolled sideways, rather than shrunk to the phone's width.
    await expect(diagramTextSize(diagram)).toBeGreaterThanOrEqual(12);
    const scroller = canvas.getByRole('region', { name: 'Data model diagram' });
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByText('Scroll sideways to see the whole diagram.')).toBeVisible();
  },
};

export const AboutThisProjectInSpanish: Story = {
  ...IN_SPANISH,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: spanish('about.diagram') }, LONG)).toBeVisible();
    for (const heading of ['about.startHeading', 'about.techHeading', 'about.modelHeading', 'about.adminHeading'] as const) {
      await expect(canvas.getByRole('heading', { name: spanish(heading) })).toBeVisible();
    }
  },
};
