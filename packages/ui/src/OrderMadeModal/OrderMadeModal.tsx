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
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      dismissible={false}
      eyebrow="Order confirmed"
      title="YOUR ORDER HAS BEEN MADE."
      description="Thank you for choosing our wines!"
      actions={
        <>
          <ButtonLink href={ordersHref} onClick={onClose}>
            See my orders
          </ButtonLink>
          <ButtonLink href={homeHref} variant="secondary" onClick={onClose}>
            Back to home
          </ButtonLink>
        </>
      }
    />
  );
}
