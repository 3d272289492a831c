import { useWords } from '@cellar/i18n/react';
import { Autoplay, EffectCoverflow, A11y, Keyboard, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/effect-coverflow';
import 'swiper/css/pagination';
import { Link } from '../shared/Link';
import { usePrefersReducedMotion } from '../shared/usePrefersReducedMotion';
import { motion } from '../theme/tokens';
import * as styles from './FeaturedCarousel.css';

export interface CarouselItem {
  id: number;
  /** Used as the image's alt text. */
  title: string;
  img: string;
  href: string;
}

export interface FeaturedCarouselProps {
  items: CarouselItem[];
  heading?: string;
  /** Turned off automatically when the visitor prefers reduced motion. */
  autoplay?: boolean;
  onItemClick?: (id: number) => void;
}

/** The 'DISCOVER MORE WINES' coverflow: 3 centred slides, autoplay every 2500 ms, with pagination. */
export function FeaturedCarousel({ items, heading, autoplay = true, onItemClick }: FeaturedCarouselProps) {
  const words = useWords();
  const reducedMotion = usePrefersReducedMotion();
  const playing = autoplay && !reducedMotion && items.length > 1;
  return (
    <section className={styles.root} aria-label={heading ?? words('featured.label')} aria-roledescription={words('featured.role')}>
      {heading && <h2 className={styles.heading}>{heading}</h2>}
      <Swiper
        modules={[EffectCoverflow, Autoplay, Pagination, Keyboard, A11y]}
        effect="coverflow"
        centeredSlides
        grabCursor
        slidesPerView={1.6}
        breakpoints={{ 768: { slidesPerView: 3 } }}
        initialSlide={Math.min(1, items.length - 1)}
        coverflowEffect={{ rotate: 0, stretch: 0, depth: 140, modifier: 1.4, slideShadows: false }}
        autoplay={playing ? { delay: motion.carouselAutoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        pagination={{ clickable: true }}
        keyboard={{ enabled: true }}
        // Swiper fills in `{{index}}` itself: the catalogue's words carry its placeholder through.
        a11y={{ enabled: true, slideRole: 'group', paginationBulletMessage: words('featured.goToSlide', { index: '{{index}}' }) }}
      >
        {items.map((item) => (
          <SwiperSlide key={item.id}>
            <Link href={item.href} className={styles.link} onClick={() => onItemClick?.(item.id)}>
              <img className={styles.image} src={item.img} alt={item.title} width={300} height={styles.pictureHeight} loading="lazy" decoding="async" />
            </Link>
            <p className={styles.caption} aria-hidden="true">
              {item.title}
            </p>
          </SwiperSlide>
        ))}
      </Swiper>
    </section>
  );
}
