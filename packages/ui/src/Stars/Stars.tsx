import { starsOf } from '@cellar/domain';
import { useLocale, useWords } from '@cellar/i18n/react';
import { useId } from 'react';
import * as styles from './Stars.css';

const STAR = 'M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z';

/** One star, filled from the left by `fill` (0, 0.5 or 1). */
export function Star({ fill, size = 'md' }: { fill: number; size?: keyof typeof styles.size }) {
  const clip = useId();
  return (
    <svg viewBox="0 0 20 20" className={styles.size[size]} aria-hidden="true" focusable="false">
      <clipPath id={clip}>
        <rect x="0" y="0" width={20 * fill} height="20" />
      </clipPath>
      <path d={STAR} className={styles.empty} />
      {fill > 0 && <path d={STAR} className={styles.filled} clipPath={`url(#${clip})`} />}
    </svg>
  );
}

export interface StarsProps {
  /** The average, one decimal; null while the wine has no reviews. */
  rating: number | null;
  /** How many reviews the average is of; left out, only the stars show (a single review's rating). */
  count?: number;
  size?: keyof typeof styles.size;
}

/** A rating as five stars, to the half, said to a screen reader as its number; with its count, the average and how many reviews. */
export function Stars({ rating, count, size = 'md' }: StarsProps) {
  const words = useWords();
  const locale = useLocale();
  if (rating === null) return count === undefined ? null : <span className={styles.root}>{words('stars.none')}</span>;
  const { full, half } = starsOf(rating);
  const average = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(rating);
  return (
    <span className={styles.root}>
      <span role="img" aria-label={words('stars.rated', { rating: count === undefined ? String(rating) : average })} className={styles.row}>
        {[0, 1, 2, 3, 4].map((index) => (
          <Star key={index} size={size} fill={index < full ? 1 : index === full && half ? 0.5 : 0} />
        ))}
      </span>
      {count !== undefined && (
        <>
          <span className={styles.average} aria-hidden="true">
            {average}
          </span>
          <span>({words('stars.count', { count })})</span>
        </>
      )}
    </span>
  );
}
