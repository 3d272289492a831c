import { useWords } from '@cellar/i18n/react';
import { Price } from '../Price/Price';
import { Link } from '../shared/Link';
import { skeleton } from '../shared/skeleton.css';
import * as styles from './ProductCard.css';

export interface ProductCardProps {
  name: string;
  img: string;
  href: string;
  unitPrice?: number;
  /** The wine's facts on one line ('Tannat, Merlot · 2021 · Canelones'), cut with an ellipsis when longer. */
  facts?: string;
  /** Shows a 'Sold out' badge; the product stays browsable. */
  outOfStock?: boolean;
  /** A card on every device's first screen: its picture is fetched with the page, not once laid out. */
  priority?: boolean;
  onClick?: () => void;
}

/**
 * One wine in the catalogue grid: image and name, the whole card opens the product. The pictures of a
 * phone's first row are on the first screen of every device, and one of them is the page's largest
 * paint, so they are fetched with the page (`priority`). The others load lazily: those on a wider
 * screen's first screen as soon as it is laid out, and on a phone the bandwidth goes to the pictures
 * the shopper sees (fetched with three more of a laptop's first row, they took Lighthouse's slow 4G
 * phone's largest paint from 1.4 to 1.7 s).
 */
export function ProductCard({ name, img, href, unitPrice, facts, outOfStock, priority = false, onClick }: ProductCardProps) {
  const words = useWords();
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <img
          className={styles.image}
          src={img}
          alt=""
          width={300}
          height={400}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
        />
        {outOfStock && <span className={styles.badge}>{words('product.soldOut')}</span>}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name}>
          <Link href={href} className={styles.link} onClick={onClick}>
            {name}
          </Link>
        </h3>
        {/* Always one line tall, written or not, so every card in a row and the skeleton share a height. */}
        <p className={styles.facts} title={facts}>
          {facts}
        </p>
        {unitPrice !== undefined && <Price amount={unitPrice} size="sm" />}
      </div>
    </article>
  );
}

/** Same footprint as a loaded card with a price, so the grid does not move when products arrive. */
export function ProductCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`${styles.media} ${skeleton}`} />
      <div className={styles.body}>
        <div className={styles.nameSkeleton}>
          <span className={`${skeleton} ${styles.lineSkeleton}`} />
        </div>
        <span className={styles.facts} />
        <span className={styles.priceSizer}>
          <Price amount={0} size="sm" />
        </span>
      </div>
    </div>
  );
}
