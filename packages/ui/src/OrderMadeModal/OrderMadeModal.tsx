import { useLocale, useWords } from '@cellar/i18n/react';
import { formatDay, formatPrice } from '@cellar/domain';
import { ButtonLink } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import * as styles from './OrderMadeModal.css';

export interface OrderMadeModalProps {
  open: boolean;
  /** Closing (through either link) leaves the checkout; the app navigates. */
  onClose: () => void;
  ordersHref?: string;
  homeHref?: string;
  /** The order made, so the shopper can tell it apart in the history and on the bank statement. */
  order?: { id: number; totalAmount: number; shippingDay: string } | null;
}

/** The confirmation cannot be dismissed with Escape or a click outside: the user picks where to go. */
export function OrderMadeModal({ open, onClose, ordersHref = '/my-orders', homeHref = '/', order = null }: OrderMadeModalProps) {
  const words = useWords();
  const locale = useLocale();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      dismissible={false}
      eyebrow={words('orderMade.eyebrow')}
      title={words('orderMade.title')}
      description={words('orderMade.text')}
      {...(order && { children: <p className={styles.summary}>{words('orderMade.summary', { id: order.id, total: formatPrice(order.totalAmount, locale), day: formatDay(order.shippingDay, locale) })}</p> })}
      actions={
        <>
          <ButtonLink href={ordersHref} onClick={onClose}>
            {words('orderMade.orders')}
          </ButtonLink>
          <ButtonLink href={homeHref} variant="secondary" onClick={onClose}>
            {words('orderMade.home')}
          </ButtonLink>
        </>
      }
    />
  );
}
