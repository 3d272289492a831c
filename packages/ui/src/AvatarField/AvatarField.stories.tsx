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

export const WidePicture: Story = {
  args: {
    label: 'Featured picture',
    shape: 'wide',
    src: images.categoryRed,
    previewAlt: 'Featured picture preview',
    buttonLabel: 'Choose a picture',
    hint: 'The wide picture of the home page’s featured wines.',
  },
  play: async ({ canvas }) => {
    // A banner is previewed as a banner, not cropped to a face's circle.
    const preview = canvas.getByRole('img', { name: 'Featured picture preview' });
    await expect(preview).toHaveAttribute('width', '160');
    await expect(preview).toHaveAttribute('height', '100');
  },
};

const bottle = {
  label: 'Bottle picture',
  shape: 'portrait',
  previewAlt: 'Bottle picture preview',
  buttonLabel: 'Choose a picture',
  hint: 'The bottle as the shop shows it, 3:4.',
} as const;

export const BottlePicture: Story = {
  args: { ...bottle, src: images.tannat },
  play: async ({ canvas }) => {
    // A bottle is previewed in the shop's 3:4 frame, not cropped to a face's circle.
    const preview = canvas.getByRole('img', { name: 'Bottle picture preview' });
    await expect(preview).toHaveAttribute('width', '75');
    await expect(preview).toHaveAttribute('height', '100');
  },
};

/** A wine with no bottle picture yet: a bottle, not a person, stands in for it. */
export const NoBottlePictureYet: Story = { args: bottle };

export const MobileWidth: Story = { args: { src: images.avatar }, globals: { viewport: { value: 'mobile360', isRotated: false } } };
