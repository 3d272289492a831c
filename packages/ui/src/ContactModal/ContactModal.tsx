import { ButtonLink } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { SHOP_CONTACT } from '../shared/contact';
import * as styles from './ContactModal.css';

export interface ContactModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  aboutHref?: string;
}

/** The footer's CONTACT dialog: the company details are simulated, as the demo store says. */
export function ContactModal({ open, onOpenChange, aboutHref = '/about-this-project' }: ContactModalProps) {
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title="CONTACT"
      description="This section only simulates a company's contact details: The Cellar is a demo store and nobody will answer."
      actions={
        <ButtonLink href={aboutHref} variant="secondary" onClick={() => onOpenChange(false)}>
          ABOUT THIS PROJECT
        </ButtonLink>
      }
    >
      <dl className={styles.details}>
        <dt className={styles.term}>Address</dt>
        <dd className={styles.value}>{SHOP_CONTACT.address}</dd>
        <dt className={styles.term}>Phone</dt>
        <dd className={styles.value}>{SHOP_CONTACT.phone}</dd>
        <dt className={styles.term}>Email</dt>
        <dd className={styles.value}>{SHOP_CONTACT.email}</dd>
      </dl>
    </Modal>
  );
}
