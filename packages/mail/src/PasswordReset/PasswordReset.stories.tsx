import { expectMailShown, inSpanish, mailMeta, type MailStory } from '../stories/mailStory';
import { sampleMails } from '../testing/mails';

const meta = { title: 'Mail/Password reset', ...mailMeta(sampleMails.passwordReset) };
export default meta;

export const English: MailStory = { play: async ({ canvasElement }) => expectMailShown(canvasElement, 'en') };

export const Spanish: MailStory = { ...inSpanish, play: async ({ canvasElement }) => expectMailShown(canvasElement, 'es-UY') };
