import { within } from 'storybook/test';

/** The screen fills the frame, without the story padding designers do not see in the shop. */
export const SCREEN_PARAMETERS = { padded: false, layout: 'fullscreen' };

/** Overlays (modals, the drawer, toasts) render in a portal outside the story root. */
export const page = () => within(document.body);

export const LONG = { timeout: 5000 };
