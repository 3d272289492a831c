import type { Order } from '@cellar/api-client';
import { formatDay, formatPrice, parseShopDay, totalAmount, type DateStyle } from '@cellar/domain';
import { Column, Img, Row, Section, Text } from '@react-email/components';
import { styles } from '../MailLayout/styles';
import type { MailSay } from '../say';

/** The day an order ships, as the recipient writes dates. */
export function shippingDay(order: Pick<Order, 'shippingDate'>, locale: MailSay['locale'], style: DateStyle = 'short'): string {
  const day = parseShopDay(order.shippingDate);
  return day ? formatDay(day, locale, style) : order.shippingDate;
}

/** An order as its mail shows it: each wine with its picture, quantity and price, the total, and where, when and how. */
export function OrderSummary({ order, say }: { order: Order; say: MailSay }) {
  const { words, locale, picture } = say;
  const facts = [
    ['orders.shippingAddress', order.shippingAddress],
    ['orders.shippingDate', shippingDay(order, locale)],
    ['orders.paymentMethod', order.paymentMethod],
  ] as const;
  return (
    <Section>
      {order.productList.map((line) => (
        <Row key={line.id} style={{ marginBottom: 12 }}>
          <Column style={{ width: 56, paddingRight: 12, verticalAlign: 'top' }}>
            <Img src={picture(line.img)} alt="" width={42} height={56} style={styles.thumb} />
          </Column>
          <Column style={{ verticalAlign: 'top' }}>
            <Text style={styles.lineName}>{line.name}</Text>
            <Text style={styles.lineMeta}>{words('mail.orderLine', { qty: line.qty, price: formatPrice(line.unitPrice, locale) })}</Text>
          </Column>
        </Row>
      ))}
      <Text style={styles.total}>{words('mail.orderTotal', { amount: formatPrice(totalAmount(order.productList), locale) })}</Text>
      {facts.map(([term, value]) => (
        <Section key={term}>
          <Text style={styles.factTerm}>{words(term)}</Text>
          <Text style={styles.factValue}>{value}</Text>
        </Section>
      ))}
    </Section>
  );
}
