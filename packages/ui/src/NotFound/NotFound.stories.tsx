import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFound } from './NotFound';

const meta = { title: 'Pages/NotFound', component: NotFound } satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expect(canvas.getByText('The page you are trying to access is not available.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'BACK TO HOME' })).toHaveAttribute('href', '/');
  },
};

export const MobileWidth: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
