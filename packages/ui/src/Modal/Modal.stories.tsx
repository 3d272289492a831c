import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal } from './Modal';
import { overlayParameters } from '../fixtures/parameters';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  parameters: overlayParameters,
  args: {
    open: true,
    onOpenChange: fn(),
    eyebrow: 'The Cellar',
    title: 'A quiet word before you pour',
    description: 'Modals use Radix Dialog: focus is trapped inside, Escape closes, and the page behind is inert.',
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { actions: <Button>Understood</Button> },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog', { name: args.title as string });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const NotDismissible: Story = {
  args: { dismissible: false, actions: <Button>Continue</Button> },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(within(dialog).queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument();
  },
};

export const LongText: Story = {
  args: {
    title: 'An unusually long modal title that needs to wrap gracefully across two or more lines',
    description:
      'Our winemakers follow each vintage from the first bud to the final cork. This text runs long on purpose so designers can see the reading measure, the line height and the way the panel scrolls when the content grows beyond the viewport height on small phones. '.repeat(3),
    actions: <Button>Close</Button>,
  },
};

export const MobileWidth: Story = {
  ...Default,
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};

function Trigger() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal open={open} onOpenChange={setOpen} title="Opened from a button" description="Focus returns to the trigger on close." />
    </>
  );
}

export const FocusReturnsToTrigger: Story = {
  parameters: { screenshot: { fullViewport: false } },
  render: () => <Trigger />,
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open modal' });
    await userEvent.click(trigger);
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
