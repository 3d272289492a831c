import { formatPrice } from '@cellar/domain';
import { expectMailShown, inSpanish, mailMeta, type MailStory } from '../stories/mailStory';
import { sampleMails } from '../testing/mails';

const meta = { title: 'Mail/Order confirmation', ...mailMeta(sampleMails.orderConfirmation) };
export default meta;

export const English: MailStory = { play: async ({ canvasElement }) => expectMailShown(canvasElement, 'en', ['Tannat Reserva', formatPrice(3870, 'en')]) };

export const Spanish: MailStory = { ...inSpanish, play: async ({ canvasElement }) => expectMailShown(canvasElement, 'es-UY', ['Tannat Reserva', formatPrice(3870, 'es-UY')]) };
