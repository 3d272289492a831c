import { formatPrice, SHOP_PAGES, totalAmount, totalItems } from '@cellar/domain';
import { Text } from '@react-email/components';
import { ActionButton } from '../MailLayout/ActionButton';
import { MailLayout } from '../MailLayout/MailLayout';
import { styles } from '../MailLayout/styles';
import { OrderSummary, shippingDay } from '../OrderSummary/OrderSummary';
import type { MailTemplate } from '../template';

/** Sent when an order is placed (and paid). */
export const orderConfirmation: MailTemplate<'orderConfirmation'> = {
  subject: ({ order }, { words, brand }) => words('mail.orderConfirmation.subject', { id: String(order.id), brand }),
  Message: ({ mail, say }) => {
    const { words, locale, link } = say;
    const { order } = mail;
    // In a sentence, the month in full ('lo enviamos el 9 de diciembre de 2026').
    const date = shippingDay(order, locale, 'long');
    const preview = words('mail.orderConfirmation.preview', { bottles: totalItems(order.productList), total: formatPrice(totalAmount(order.productList), locale), date });
    return (
      <MailLayout say={say} preview={preview}>
        <Text style={styles.text}>{words('mail.greeting', { firstname: mail.firstname })}</Text>
        <Text style={styles.text}>{words('mail.orderConfirmation.body', { date })}</Text>
        <OrderSummary order={order} say={say} />
        <ActionButton href={link(SHOP_PAGES.myOrders)}>{words('mail.seeOrder')}</ActionButton>
      </MailLayout>
    );
  },
};
