import { AGE_GATE_EXIT_URL } from '@cellar/machines';
import { useWords } from '@cellar/i18n/react';
import { AgeGateModal, ButtonLink, FeaturedCard, FeaturedCardSkeleton, ResetDbModal, StaticAgeGate } from '@cellar/ui';
import { useLayoutEffect } from 'react';
import { useLoaderData } from 'react-router-dom';
import type { HomeData } from '../data/loaders';
import { useShop } from '../shop/ShopContext';
import { Seo } from '../seo/Seo';
import { useHydrated } from '../boot/useHydrated';
import { useHomeQuestions } from '../components/useHomeQuestions';
import { OfferedLanguageLink } from '../components/OfferedLanguageLink';
import { useOfferedLanguage } from '../components/useOfferedLanguage';
import { WhenLoaded } from '../components/WhenLoaded';
import * as home from './home.css';
import * as styles from './pages.css';

const FEATURED_PLACEHOLDERS = 10;

function AgeGateAndWelcome() {
  const { ageGate, resetDatabase } = useShop();
  const { asking, welcome, resetting } = useHomeQuestions();
  const hydrated = useHydrated();
  // A visitor whose browser prefers another language the shop speaks is asked in it first.
  const offered = useOfferedLanguage();
  const confirm = () => ageGate.send({ type: 'YES' });
  // A Yes tapped on the server-drawn gate before the app ran marked the document (src/server/shell.ts);
  // answered before the first paint of the app's own gate, so it never shows.
  useLayoutEffect(() => {
    if (hydrated && document.documentElement.dataset.ageGate === 'yes') ageGate.send({ type: 'YES' });
  }, [hydrated, ageGate]);
  // The server cannot know the visitor's saved answer: it draws the gate for the page's first script to
  // show or hide, and the app takes over with the modal once it runs.
  if (!hydrated) return <StaticAgeGate onConfirm={confirm} exitHref={AGE_GATE_EXIT_URL} />;
  return (
    <>
      <AgeGateModal open={asking} onConfirm={confirm} onDecline={() => ageGate.send({ type: 'NO' })}>
        {offered && <OfferedLanguageLink locale={offered} />}
      </AgeGateModal>
      <ResetDbModal
        open={!asking && welcome}
        resetting={resetting}
        onReset={() => resetDatabase.send({ type: 'RESET' })}
        onClose={() => resetDatabase.send({ type: 'CLOSE' })}
      />
    </>
  );
}

function FeaturedWines() {
  const { imageUrl } = useShop();
  const words = useWords();
  const { featured } = useLoaderData<HomeData>();
  // Below a phone's first screen: the server's page fetches them only as the shopper nears them, so its
  // first paint has the phone's bandwidth (Lighthouse's largest paint on / went from 1.6 to 1.4 s); once
  // the app has taken over, the browser's lazy loading fetches them well before they are scrolled to.
  const hydrated = useHydrated();
  const placeholders = (
    <ul className={home.featuredList} aria-label={words('featured.label')} aria-busy="true">
      {Array.from({ length: FEATURED_PLACEHOLDERS }, (_, index) => (
        // Keys of their own: index keys would match wine ids, and React would move a placeholder into a card's cell (a layout shift).
        <li key={`placeholder-${index}`} aria-hidden="true">
          <FeaturedCardSkeleton />
        </li>
      ))}
    </ul>
  );
  return (
    <section className={`${styles.container} ${styles.section}`} aria-labelledby="featured-title">
      <h2 id="featured-title" className={styles.sectionTitle}>
        {words('home.featured')}
      </h2>
      <WhenLoaded data={featured} placeholder={placeholders}>
        {(wines) => (
          <ul className={home.featuredList} aria-label={words('featured.label')} aria-busy="false">
            {wines.map((wine) => (
              <li key={wine.id}>
                <FeaturedCard
                  name={wine.name}
                  description={wine.description}
                  img={imageUrl(wine.featuredImg)}
                  href={`/product/${wine.id}`}
                  pictureWhenNear={!hydrated}
                />
              </li>
            ))}
          </ul>
        )}
      </WhenLoaded>
    </section>
  );
}

export default function Home() {
  const words = useWords();
  return (
    <>
      <Seo title={words('seo.homeTitle')} description={words('seo.homeDescription')} />
      <section className={home.hero} aria-labelledby="slogan">
        <video className={home.video} autoPlay muted loop playsInline preload="none" poster="/media/cellar-poster.webp" aria-hidden="true">
          <source src="/media/cellar-header.webm" type="video/webm" />
        </video>
        <div className={home.heroShade} />
        <div className={home.heroContent}>
          <p className={styles.eyebrow}>{words('home.eyebrow')}</p>
          <h1 id="slogan" className={home.slogan}>
            {words('home.slogan')}
          </h1>
          <ButtonLink href="/our-wines" size="lg">
            {words('nav.ourWines')}
          </ButtonLink>
        </div>
      </section>
      <FeaturedWines />
      <AgeGateAndWelcome />
    </>
  );
}
