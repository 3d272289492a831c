import { useWords } from '@cellar/i18n/react';
import * as styles from './FakeCreditCard.css';

export type CardBrand = keyof typeof styles.brand;

export interface FakeCreditCardProps {
  brand: CardBrand;
  number: string;
  holder: string;
  /** As printed on the card, e.g. '08/28'. */
  expiry: string;
  /** Printed only where a card is being paid with (the checkout); a saved card keeps it hidden. */
  cvv?: string;
}

function groupDigits(number: string) {
  return number.replace(/\D/g, '').replace(/(.{4})/g, '$1 ').trim();
}

/** A read-only picture of the demo card for Visa and Mastercard; nothing here is a real payment field. */
export function FakeCreditCard({ brand, number, holder, expiry, cvv }: FakeCreditCardProps) {
  const words = useWords();
  return (
    <figure className={`${styles.card} ${styles.brand[brand]}`} aria-label={words('card.demo', { brand })}>
      <div className={styles.top}>
        <span className={styles.chip} aria-hidden="true" />
        <span className={styles.brandName}>{brand}</span>
      </div>
      <p className={styles.number} aria-label={words('card.number')}>
        {groupDigits(number)}
      </p>
      <dl className={styles.details}>
        <div className={styles.detail}>
          <dt className={styles.term}>{words('card.holder')}</dt>
          <dd className={styles.holder}>{holder}</dd>
        </div>
        <div className={styles.detail}>
          <dt className={styles.term}>{words('card.expires')}</dt>
          <dd className={styles.value}>{expiry}</dd>
        </div>
        {cvv !== undefined && (
          <div className={styles.detail}>
            <dt className={styles.term}>{words('card.cvv')}</dt>
            <dd className={styles.value}>{cvv}</dd>
          </div>
        )}
      </dl>
    </figure>
  );
}
