import { formatDay, shopDay } from '@cellar/domain';
import { useLocale, useWords } from '@cellar/i18n/react';
import { Button } from '../Button/Button';
import { Stars } from '../Stars/Stars';
import * as styles from './ReviewList.css';

export interface ReviewItem {
  id: number;
  rating: number;
  title: string | null;
  body: string;
  author: string;
  createdAt: string;
}

export interface ReviewListProps {
  reviews: ReviewItem[];
  /** Whether the server has more after these: the button asks for them. */
  hasMore?: boolean;
  loading?: boolean;
  /** Why the next reviews did not come, in words. */
  error?: string | null;
  onMore?: () => void;
  /** The level of each review's title under the section's heading. */
  headingLevel?: 3 | 4;
}

/** Buyers' reviews, newest or most helpful first as the server sent them: stars, title, words (as text) and who wrote them when. */
export function ReviewList({ reviews, hasMore = false, loading = false, error = null, onMore, headingLevel = 3 }: ReviewListProps) {
  const words = useWords();
  const locale = useLocale();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root}>
      {reviews.length === 0 ? (
        <p className={styles.empty}>{words('reviews.empty')}</p>
      ) : (
        <ol className={styles.list}>
          {reviews.map((review) => (
            <li key={review.id}>
              <article className={styles.item} aria-label={review.title ?? review.author}>
                <Stars rating={review.rating} size="sm" />
                {review.title && <Heading className={styles.title}>{review.title}</Heading>}
                <p className={styles.body}>{review.body}</p>
                <p className={styles.byline}>{words('reviews.byline', { author: review.author, date: formatDay(shopDay(new Date(review.createdAt)), locale) })}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {hasMore && onMore && (
        <Button variant="secondary" className={styles.more} aria-disabled={loading ? true : undefined} onClick={() => !loading && onMore()}>
          {loading ? words('reviews.loading') : words('reviews.more')}
        </Button>
      )}
    </div>
  );
}
