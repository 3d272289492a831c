import * as styles from './card.css';

/** A read-only demo card: the shop never takes real card details. */
export function FakeCard({ brand, holder }: { brand: 'Visa' | 'Mastercard'; holder: string }) {
  const number = brand === 'Visa' ? '4242 4242 4242 4242' : '5555 5555 5555 4444';
  return (
    <figure className={styles.card} aria-label={`Demo ${brand} card of ${holder}`}>
      <span className={styles.brand}>{brand}</span>
      <span className={styles.number}>{number}</span>
      <dl className={styles.row}>
        <div>
          <dt className={styles.label}>Card holder</dt>
          <dd>{holder}</dd>
        </div>
        <div>
          <dt className={styles.label}>Expires</dt>
          <dd>12/29</dd>
        </div>
        <div>
          <dt className={styles.label}>CVV</dt>
          <dd>123</dd>
        </div>
      </dl>
    </figure>
  );
}
