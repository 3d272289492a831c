import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { SideButtons } from './SideButtons';
import { overlayParameters } from '../fixtures/parameters';

const meta = {
  title: 'Navigation/SideButtons',
  component: SideButtons,
  parameters: overlayParameters,
  args: { cartCount: 3, onCartClick: fn(), adminHref: 'https://admin.example.com', onScrollTop: fn() },
  // The rail is fixed to the window: give the page enough height to scroll.
  decorators: [(Story) => <div style={{ minHeight: 1400 }}><Story /></div>],
  beforeEach: () => () => window.scrollTo(0, 0),
} satisfies Meta<typeof SideButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AtTop: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Open cart 3' }));
    await expect(args.onCartClick).toHaveBeenCalled();
    await expect(canvas.getByRole('link', { name: 'ADMIN' })).toHaveAttribute('target', '_blank');
  },
};

export const EmptyCart: Story = { args: { cartCount: 0 } };

export const ArrowAppearsAfter100px: Story = {
  play: async ({ canvas, args }) => {
    window.scrollTo(0, 100);
    window.dispatchEvent(new Event('scroll'));
    await expect(canvas.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    window.scrollTo(0, 101);
    const arrow = await canvas.findByRole('button', { name: 'Scroll to top' });
    await userEvent.click(arrow);
    await expect(args.onScrollTop).toHaveBeenCalled();
    window.scrollTo(0, 0);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument());
  },
};

export const ScrolledDown: Story = {
  play: async ({ canvas }) => {
    window.scrollTo(0, 400);
    await expect(await canvas.findByRole('button', { name: 'Scroll to top' })).toBeVisible();
  },
};

/** Phones keep their width: the Navbar carries the shortcuts there. */
export const NoneOnPhones: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Shortcuts' })).toBeNull();
  },
};
