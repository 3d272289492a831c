import { SHOP_CONTACT } from '@cellar/domain';
import { useWords } from '@cellar/i18n/react';
import { ButtonLink } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import * as styles from './ContactModal.css';

export interface ContactModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  aboutHref?: string;
}

/** The footer's CONTACT dialog: the company details are simulated, as the demo store says. */
export function ContactModal({ open, onOpenChange, aboutHref = '/about-this-project' }: ContactModalProps) {
  const words = useWords();
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={words('contact.title')}
      description={words('contact.text')}
      actions={
        <ButtonLink href={aboutHref} variant="secondary" onClick={() => onOpenChange(false)}>
          {words('nav.about')}
        </ButtonLink>
      }
    >
      <dl className={styles.details}>
        <dt className={styles.term}>{words('contact.address')}</dt>
        <dd className={styles.value}>{SHOP_CONTACT.address}</dd>
        <dt className={styles.term}>{words('contact.phone')}</dt>
        <dd className={styles.value}>{SHOP_CONTACT.phone}</dd>
        <dt className={styles.term}>{words('contact.email')}</dt>
        <dd className={styles.value}>{SHOP_CONTACT.email}</dd>
      </dl>
    </Modal>
  );
}
