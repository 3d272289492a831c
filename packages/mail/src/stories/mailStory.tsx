import { wordsFor, type Locale } from '@cellar/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import type { Mail } from '../mails';
import { renderMail, type RenderedMail } from '../render';
import { MailPreview } from './MailPreview';

type Loaded = { mail: RenderedMail };

/**
 * A mail's stories: it is written out (renderMail) in the toolbar's language, its links and pictures on the
 * Storybook's own address, where the wines' pictures are served.
 */
export function mailMeta(mail: Mail) {
  return {
    component: MailPreview,
    loaders: mailLoaders(mail),
    render: (_, { loaded }) => <MailPreview mail={(loaded as Loaded).mail} />,
  } satisfies Meta<typeof MailPreview>;
}

/** A story's own mail, for a story that shows another than its file's (a story's loaders run last). */
export function mailLoaders(mail: Mail): NonNullable<Meta['loaders']> {
  return [
    async ({ globals }): Promise<Loaded> => {
      const rendered = await renderMail(mail, { locale: (globals.locale as Locale | undefined) ?? 'en', shopUrl: window.location.origin });
      // The text part's links name the shop as a reader sees it, not this run's port, so its capture stays the same.
      return { mail: { ...rendered, text: rendered.text.replaceAll(window.location.origin, SHOWN_SHOP_URL) } };
    },
  ];
}

const SHOWN_SHOP_URL = 'https://thecellar.example';

export type MailStory = StoryObj<typeof MailPreview>;

/**
 * Waits for the message to be drawn and sized, then checks it greets its reader in the story's language,
 * says `texts` too, and carries its pictures.
 */
export async function expectMailShown(canvasElement: HTMLElement, locale: Locale, texts: readonly string[] = []) {
  const frame = canvasElement.querySelector<HTMLIFrameElement>('iframe')!;
  await waitFor(() => expect(frame).toHaveAttribute('data-fitted'), { timeout: 10_000 });
  // Spaces as a reader sees them: Intl writes pesos with a no-break space.
  const read = (text: string) => text.replace(/\s+/g, ' ');
  const message = read(frame.contentDocument!.body.innerText);
  for (const text of [wordsFor(locale)('mail.greeting', { firstname: 'Lucía' }), ...texts]) await expect(message).toContain(read(text));
  const pictures = [...frame.contentDocument!.images];
  await waitFor(() => expect(pictures.every((picture) => picture.complete && picture.naturalWidth > 0)).toBe(true));
}

export const inSpanish = { globals: { locale: 'es-UY' } } as const;
