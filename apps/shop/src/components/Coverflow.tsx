import { ChevronLeftIcon, ChevronRightIcon, Link, motion } from '@cellar/ui';
import { useEffect, useState } from 'react';
import * as styles from './carousel.css';

export interface CoverflowItem {
  id: number;
  name: string;
  img: string;
  title: string;
}

/** Offsets beyond this are hidden: three slides show, the active one centred. */
const VISIBLE_SIDE = 1;

/**
 * DISCOVER MORE WINES: a centred coverflow of featured wines that advances every 2500 ms unless the
 * shopper hovers, focuses it or prefers reduced motion.
 */
export function Coverflow({ items, label }: { items: CoverflowItem[]; label: string }) {
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);
  const count = items.length;

  useEffect(() => {
    if (paused || count < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % count), motion.carouselAutoplayMs);
    return () => window.clearInterval(timer);
  }, [paused, count]);

  const offsetOf = (index: number) => {
    let offset = index - active;
    if (offset > count / 2) offset -= count;
    if (offset < -count / 2) offset += count;
    return offset;
  };

  return (
    <div
      className={styles.root}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className={styles.stage}>
        {items.map((item, index) => {
          const offset = offsetOf(index);
          const visible = Math.abs(offset) <= VISIBLE_SIDE;
          return (
            <div
              key={item.id}
              className={styles.slot}
              style={{
                pointerEvents: visible ? 'auto' : 'none',
                transform: `translateX(${offset * 62}%) rotateY(${offset * -35}deg) scale(${offset === 0 ? 1 : 0.82})`,
                opacity: visible ? (offset === 0 ? 1 : 0.55) : 0,
                zIndex: 10 - Math.abs(offset),
              }}
              inert={!visible}
            >
              <Link href={`/product/${item.id}`} className={styles.slide} aria-label={item.name}>
                <img src={`/images/${item.img}`} alt={item.title} className={styles.image} width={160} height={240} loading="lazy" />
                <span className={styles.name}>{item.name}</span>
              </Link>
            </div>
          );
        })}
      </div>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} aria-label="Previous wine" onClick={() => setActive((active - 1 + count) % count)}>
          <ChevronLeftIcon aria-hidden="true" />
        </button>
        <div className={styles.dots}>
          {items.map((item, index) => (
            <button key={item.id} type="button" className={styles.dot} aria-label={`Show ${item.name}`} aria-current={index === active} onClick={() => setActive(index)} />
          ))}
        </div>
        <button type="button" className={styles.arrow} aria-label="Next wine" onClick={() => setActive((active + 1) % count)}>
          <ChevronRightIcon aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
