import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { images } from '../fixtures';
import { AvatarField } from './AvatarField';

const meta = {
  title: 'Forms/AvatarField',
  component: AvatarField,
  args: { label: 'Avatar', onChange: fn() },
} satisfies Meta<typeof AvatarField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithCurrentAvatar: Story = { args: { src: images.avatar } };

export const UploadShowsPreview: Story = {
  play: async ({ canvas, args }) => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#c9a45c"/></svg>';
    const file = new File([svg], 'me.svg', { type: 'image/svg+xml' });
    await userEvent.upload(canvas.getByLabelText('Avatar'), file);
    await expect(args.onChange).toHaveBeenCalledWith(file);
    const preview = await canvas.findByRole('img', { name: 'Avatar preview' });
    await expect(preview.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(canvas.getByText('me.svg')).toBeVisible();
  },
};

export const Error: Story = { args: { error: 'That file is not an image.' } };

export const Disabled: Story = { args: { disabled: true, src: images.avatar } };

export const MobileWidth: Story = { args: { src: images.avatar }, globals: { viewport: { value: 'mobile360', isRotated: false } } };
