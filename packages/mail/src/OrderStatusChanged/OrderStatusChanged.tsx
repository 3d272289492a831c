import { formatPrice, SHOP_PAGES, totalAmount } from '@cellar/domain';
import type { MessageKey } from '@cellar/i18n';
import { Text } from '@react-email/components';
import { ActionButton } from '../MailLayout/ActionButton';
import { MailLayout } from '../MailLayout/MailLayout';
import { styles } from '../MailLayout/styles';
import type { OrderStatusAfterPayment } from '../mails';
import { OrderSummary } from '../OrderSummary/OrderSummary';
import type { MailSay } from '../say';
import type { MailTemplate } from '../template';

type Order = Parameters<MailTemplate<'orderStatus'>['Message']>[0]['mail']['order'];

/**
 * Each later status's subject and message. A rejected order says what its history says (`orders.rejected`):
 * that it will not be sent, and that what was paid is refunded to the same method, with whom to ask.
 */
const BY_STATUS = {
  'in transit': { subject: 'mail.orderInTransit.subject', message: (order) => ['mail.orderInTransit.body', { address: order.shippingAddress }] },
  delivered: { subject: 'mail.orderDelivered.subject', message: (order) => ['mail.orderDelivered.body', { address: order.shippingAddress }] },
  rejected: {
    subject: 'mail.orderRejected.subject',
    message: (order, { locale, contact }) => [
      'orders.rejected',
      { amount: formatPrice(totalAmount(order.productList), locale), method: order.paymentMethod, email: contact.email, phone: contact.phone },
    ],
  },
} as const satisfies Record<OrderStatusAfterPayment, { subject: MessageKey; message: (order: Order, say: MailSay) => [MessageKey, Record<string, string>] }>;

/** Sent when staff move an order on: in transit, delivered, or rejected. */
export const orderStatusChanged: MailTemplate<'orderStatus'> = {
  subject: ({ order }, { words }) => words(BY_STATUS[order.status].subject, { id: String(order.id) }),
  Message: ({ mail, say }) => {
    const { words, link } = say;
    const { order } = mail;
    const [key, values] = BY_STATUS[order.status].message(order, say);
    const message = words(key, values);
    return (
      <MailLayout say={say} preview={message}>
        <Text style={styles.text}>{words('mail.greeting', { firstname: mail.firstname })}</Text>
        <Text style={styles.text}>{message}</Text>
        <OrderSummary order={order} say={say} />
        <ActionButton href={link(SHOP_PAGES.myOrders)}>{words('mail.seeOrder')}</ActionButton>
      </MailLayout>
    );
  },
};
