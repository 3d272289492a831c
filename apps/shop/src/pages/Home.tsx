import { truncate, Button, ButtonLink, Link, Modal } from '@cellar/ui';
import { unwrap } from '@cellar/api-client';
import { useSelector } from '@xstate/react';
import { useShop } from '../app/ShopContext';
import { Seo } from '../app/Seo';
import { useResource } from '../app/useResource';
import { LoadError } from '../components/Status';
import * as home from './home.css';
import * as styles from './pages.css';

const DESCRIPTION_LIMIT = 100;

function AgeGateAndWelcome() {
  const { ageGate, resetDatabase } = useShop();
  const asking = useSelector(ageGate, (snapshot) => snapshot.matches('asking'));
  const welcome = useSelector(resetDatabase, (snapshot) => snapshot.matches('open') || snapshot.matches('resetting'));
  const resetting = useSelector(resetDatabase, (snapshot) => snapshot.matches('resetting'));
  return (
    <>
      <Modal
        open={asking}
        onOpenChange={(open) => !open && ageGate.send({ type: 'DISMISS' })}
        eyebrow="The Cellar"
        title="Are you of legal drinking age?"
        description="To enter you must be over 18 years old."
        dismissible={false}
        size="sm"
        actions={
          <>
            <Button onClick={() => ageGate.send({ type: 'YES' })}>Yes</Button>
            <Button variant="secondary" onClick={() => ageGate.send({ type: 'NO' })}>
              No
            </Button>
          </>
        }
      />
      <Modal
        open={!asking && welcome}
        onOpenChange={(open) => !open && resetDatabase.send({ type: 'CLOSE' })}
        title="Welcome to The Cellar"
        description="For a better experience you may want to reset the database."
        size="sm"
        actions={
          <>
            <Button loading={resetting} onClick={() => resetDatabase.send({ type: 'RESET' })}>
              Reset data base
            </Button>
            <Button variant="secondary" disabled={resetting} onClick={() => resetDatabase.send({ type: 'CLOSE' })}>
              Close
            </Button>
          </>
        }
      />
    </>
  );
}

function FeaturedWines() {
  const { api } = useShop();
  const featured = useResource(() => unwrap(api.GET('/products/featured')), 'featured');
  return (
    <section className={`${styles.container} ${styles.section}`} aria-labelledby="featured-title">
      <h2 id="featured-title" className={styles.sectionTitle}>
        FEATURED WINES
      </h2>
      {featured.status === 'error' ? (
        <LoadError message={featured.error} onRetry={featured.retry} />
      ) : (
        <ul className={home.featuredList} aria-busy={featured.status === 'loading'}>
          {featured.status === 'ready'
            ? featured.data.map((wine) => (
                <li key={wine.id} className={home.featured}>
                  <img src={`/images/${wine.featuredImg}`} alt={wine.title} className={home.featuredImage} width={120} height={160} loading="lazy" />
                  <div className={home.featuredBody}>
                    <h3 className={home.featuredName}>{wine.name}</h3>
                    <p className={home.description}>{truncate(wine.description, DESCRIPTION_LIMIT)}</p>
                    <Link href={`/product/${wine.id}`} className={home.seeMore} aria-label={`SEE MORE about ${wine.name}`}>
                      SEE MORE
                    </Link>
                  </div>
                </li>
              ))
            : Array.from({ length: 6 }, (_, index) => (
                <li key={index} className={home.featured} aria-hidden="true">
                  <div className={`${home.featuredImage} ${styles.skeleton}`} />
                  <div className={home.featuredBody}>
                    <div className={styles.skeletonLine} />
                    <div className={styles.skeletonLine} />
                    <div className={styles.skeletonLine} />
                  </div>
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}

export default function Home() {
  return (
    <>
      <Seo title="The Cellar · Uruguayan wines online" description="Uncork your senses through our wine collection: featured Uruguayan reds, whites, rosés and sparkling wines, delivered to your door." />
      <section className={home.hero} aria-labelledby="slogan">
        <video className={home.video} autoPlay muted loop playsInline preload="none" poster="/media/cellar-poster.webp" aria-hidden="true">
          <source src="/media/cellar-header.webm" type="video/webm" />
        </video>
        <div className={home.heroShade} />
        <div className={home.heroContent}>
          <p className={styles.eyebrow}>The Cellar · Uruguay</p>
          <h1 id="slogan" className={home.slogan}>
            Uncork your senses through our wine collection
          </h1>
          <ButtonLink href="/our-wines" size="lg">
            OUR WINES
          </ButtonLink>
        </div>
      </section>
      <FeaturedWines />
      <AgeGateAndWelcome />
    </>
  );
}
