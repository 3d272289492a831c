import { DEFAULT_LOCALE, type Locale, type MessageKey, type Words } from '@cellar/i18n';
import { Sentence, useLocale, useWords } from '@cellar/i18n/react';
import type { Order as ContractOrder, OrderLine } from '@cellar/api-client';
import { formatDate, SHOP_CONTACT, totalAmount, totalItems } from '@cellar/domain';
import { useId, useState } from 'react';
import { Button } from '../Button/Button';
import { ChevronDownIcon } from '../icons';
import { OrderStatusBadge } from '../OrderStatusBadge/OrderStatusBadge';
import { Price } from '../Price/Price';
import * as styles from './OrderPanel.css';

export type { OrderLine };

/** An order as the panel shows it: the contract's `Order` with its dates read into `Date`s. */
export type Order = Pick<ContractOrder, 'id' | 'shippingAddress' | 'paymentMethod' | 'status' | 'productList'> & {
  createdAt: Date;
  shippingDate: Date;
};

export interface OrderPanelProps {
  order: Order;
  /** The history opens the first order by default. */
  defaultOpen?: boolean;
  onViewProduct: (productId: number) => void;
  onBuyAgain: (productId: number) => void;
}

export function orderHeading(order: Pick<Order, 'id' | 'createdAt'>, words: Words, locale: Locale = DEFAULT_LOCALE) {
  return words('orders.heading', { id: String(order.id), date: formatDate(order.createdAt, locale) });
}

/** One order of the history as a disclosure: the header is a button that shows or hides the details. */
export function OrderPanel({ order, defaultOpen = false, onViewProduct, onBuyAgain }: OrderPanelProps) {
  const words = useWords();
  const locale = useLocale();
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const facts: Array<[MessageKey, React.ReactNode]> = [
    ['orders.totalItems', totalItems(order.productList)],
    ['orders.shippingAddress', order.shippingAddress],
    ['orders.shippingDate', formatDate(order.shippingDate, locale)],
    ['orders.paymentMethod', order.paymentMethod],
    ['orders.totalAmount', <Price key="total" amount={totalAmount(order.productList)} />],
    ['orders.status', <OrderStatusBadge key="status" status={order.status} />],
  ];

  return (
    <section className={styles.panel}>
      <h2 className={styles.heading}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={bodyId} onClick={() => setOpen((o) => !o)}>
          <span>{orderHeading(order, words, locale)}</span>
          <ChevronDownIcon className={styles.chevron} />
        </button>
      </h2>
      <div id={bodyId} className={styles.body} hidden={!open}>
        <dl className={styles.facts}>
          {facts.map(([term, value]) => (
            <div key={term} className={styles.fact}>
              <dt className={styles.term}>{words(term)}</dt>
              <dd className={styles.value}>{value}</dd>
            </div>
          ))}
        </dl>
        {order.status === 'rejected' && (
          <p className={styles.rejected}>
            <Sentence
              id="orders.rejected"
              values={{
                amount: <Price amount={totalAmount(order.productList)} size="sm" />,
                method: order.paymentMethod,
                email: <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>,
                phone: SHOP_CONTACT.phone,
              }}
            />
          </p>
        )}
        <ul className={styles.products} aria-label={words('orders.products', { id: String(order.id) })}>
          {order.productList.map((line) => (
            <li key={line.id} className={styles.product}>
              <img className={styles.thumb} src={line.img} alt="" width={56} height={75} />
              <div>
                <p className={styles.productName}>{line.name}</p>
                <p className={styles.productMeta}>
                  <Price amount={line.unitPrice} size="sm" /> × {line.qty}
                </p>
              </div>
              {/* Only what can help is offered: a withdrawn wine has no page and cannot be bought, a sold-out one cannot be bought. */}
              <div className={styles.productActions}>
                {line.onSale ? (
                  <Button size="sm" variant="ghost" onClick={() => onViewProduct(line.id)} aria-label={words('orders.viewProductOf', { name: line.name })}>
                    {words('orders.viewProduct')}
                  </Button>
                ) : (
                  <span className={styles.unavailable}>{words('orders.unavailable')}</span>
                )}
                {line.onSale && line.stock > 0 && (
                  <Button size="sm" variant="secondary" onClick={() => onBuyAgain(line.id)} aria-label={words('orders.buyAgainOf', { name: line.name })}>
                    {words('orders.buyAgain')}
                  </Button>
                )}
                {line.onSale && line.stock === 0 && <span className={styles.unavailable}>{words('product.soldOut')}</span>}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
