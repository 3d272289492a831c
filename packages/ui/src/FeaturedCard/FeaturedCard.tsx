import { useWords } from '@cellar/i18n/react';
import { ButtonLink } from '../Button/Button';
import { visuallyHidden } from '../shared/a11y.css';
import { truncate } from '../shared/format';
import { skeleton } from '../shared/skeleton.css';
import { overline } from '../shared/text.css';
import * as styles from './FeaturedCard.css';

export const FEATURED_DESCRIPTION_LIMIT = 100;

export interface FeaturedCardProps {
  name: string;
  description: string;
  img: string;
  href: string;
  /** Small line above the name, e.g. the vintage or category. */
  eyebrow?: string;
  /**
   * Fetches the picture only once the card is about to be seen, not as soon as the browser's lazy loading
   * would (well ahead of the shopper's scroll, once laid out): for a page's first paint, whose fonts and
   * first-screen pictures a slow phone's bandwidth should go to first.
   */
  pictureWhenNear?: boolean;
}

/** A featured wine on the home page: the description is cut to 100 characters and SEE MORE opens it. */
export function FeaturedCard({ name, description, img, href, eyebrow, pictureWhenNear = false }: FeaturedCardProps) {
  const words = useWords();
  return (
    <article className={styles.card}>
      <div className={pictureWhenNear ? `${styles.media_} ${styles.mediaWhenNear}` : styles.media_}>
        <img className={styles.image} src={img} alt={name} width={300} height={400} loading="lazy" decoding="async" />
      </div>
      <div className={styles.body}>
        {eyebrow && <p className={overline}>{eyebrow}</p>}
        <h3 className={styles.name}>{name}</h3>
        <p className={styles.description}>{truncate(description, FEATURED_DESCRIPTION_LIMIT)}</p>
        <ButtonLink href={href} variant="secondary" size="sm" className={styles.action}>
          {words('featured.seeMore')}
          {/* Part of the link text, not just its label: "SEE MORE" alone does not say where a link goes. */}
          <span className={visuallyHidden}>{words('featured.seeMoreAbout', { name })}</span>
        </ButtonLink>
      </div>
    </article>
  );
}

/** Holds the featured block's layout while the list loads (it starts empty). */
export function FeaturedCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`${styles.media_} ${skeleton}`} />
      <div className={styles.body}>
        <span className={`${skeleton} ${styles.lineSkeleton}`} />
        <span className={`${skeleton} ${styles.textSkeleton}`} />
        <span className={`${skeleton} ${styles.textSkeleton}`} />
      </div>
    </div>
  );
}
