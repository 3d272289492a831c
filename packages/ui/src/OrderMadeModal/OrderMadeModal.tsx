import { useWords } from '@cellar/i18n/react';
import { ButtonLink } from '../Button/Button';
import { Modal } from '../Modal/Modal';

export interface OrderMadeModalProps {
  open: boolean;
  /** Closing (through either link) leaves the checkout; the app navigates. */
  onClose: () => void;
  ordersHref?: string;
  homeHref?: string;
}

/** The confirmation cannot be dismissed with Escape or a click outside: the user picks where to go. */
export function OrderMadeModal({ open, onClose, ordersHref = '/my-orders', homeHref = '/' }: OrderMadeModalProps) {
  const words = useWords();
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
