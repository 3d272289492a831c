import type { ReactNode } from 'react';
import { overline } from '../shared/text.css';
import * as styles from './PageBanner.css';

export interface PageBannerProps {
  title: string;
  tagline?: string;
  eyebrow?: string;
  /** Background picture (e.g. the category image); decorative, so it has no alt text. */
  img?: string;
  /** Heading level: the page's main title by default. */
  as?: 'h1' | 'h2';
  /** A short banner, for pages whose first screen belongs to what they sell (a wine, the catalogue's first row). */
  compact?: boolean;
  children?: ReactNode;
}

export function PageBanner({ title, tagline, eyebrow, img, as: Heading = 'h1', compact = false, children }: PageBannerProps) {
  return (
    <header className={styles.banner} data-compact={compact || undefined}>
      {/* The banner heads the page, so its picture is often the page's largest paint: fetched first. */}
      {img && <img className={styles.image} src={img} alt="" fetchPriority="high" />}
      <div className={styles.scrim} aria-hidden="true" />
      <div className={styles.content}>
        {eyebrow && <p className={overline}>{eyebrow}</p>}
        <Heading className={styles.title}>{title}</Heading>
        <hr className={styles.rule} />
        {tagline && <p className={styles.tagline}>{tagline}</p>}
        {children}
      </div>
    </header>
  );
}
