import { Link } from '@cellar/ui';
import type { ReactNode } from 'react';
import * as styles from '../pages/pages.css';

export function ProductTile({ id, name, img, children }: { id: number; name: string; img: string; children?: ReactNode }) {
  return (
    <Link href={`/product/${id}`} className={styles.card}>
      <img src={`/images/${img}`} alt="" className={styles.cardImage} loading="lazy" width={300} height={400} />
      <span className={styles.cardTitle}>{name}</span>
      {children}
    </Link>
  );
}

export function TileSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={`${styles.cardImage} ${styles.skeleton}`} />
      <div className={styles.skeletonLine} />
    </div>
  );
}
