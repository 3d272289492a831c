import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { CartIcon } from '../icons';
import { Button, ButtonLink } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Add to cart', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio' }, size: { control: 'inline-radio' } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Add to cart' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'See more' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Close' } };

export const WithIcon: Story = { args: { icon: <CartIcon />, children: 'Checkout' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button'), { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Confirm order' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Confirm order' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const LongText: Story = {
  args: { children: 'Add this exceptional reserve to my cart', fullWidth: true },
};

export const AsLink: Story = {
  render: () => (
    <ButtonLink href="/our-wines" variant="secondary">
      Let&apos;s shop!
    </ButtonLink>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: "Let's shop!" })).toHaveAttribute('href', '/our-wines');
  },
};

export const MobileWidth: Story = {
  args: { fullWidth: true, children: 'Checkout' },
  globals: { viewport: { value: 'mobile360', isRotated: false } },
};
