import { formatPrice } from '@cellar/domain';
import { expectMailShown, inSpanish, mailLoaders, mailMeta, type MailStory } from '../stories/mailStory';
import { sampleMails } from '../testing/mails';

const meta = { title: 'Mail/Order status changed', ...mailMeta(sampleMails.orderStatus) };
export default meta;

/** On its way: where it is going. */
export const InTransit: MailStory = { play: async ({ canvasElement }) => expectMailShown(canvasElement, 'en', [sampleMails.orderStatus.order.shippingAddress]) };

/** Rejected, in Spanish: the refund, how much and to what. */
export const RejectedInSpanish: MailStory = {
  ...inSpanish,
  loaders: mailLoaders({ ...sampleMails.orderStatus, order: { ...sampleMails.orderStatus.order, status: 'rejected' } }),
  play: async ({ canvasElement }) => expectMailShown(canvasElement, 'es-UY', [formatPrice(3870, 'es-UY')]),
};
