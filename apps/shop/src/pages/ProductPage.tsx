import type { FeaturedProduct, Product, ReviewSort } from '@cellar/api-client';
import { abvText, formatPrice, grapesText, NewReviewBounds, originText, volumeText } from '@cellar/domain';
import type { MessageKey } from '@cellar/i18n';
import { useLocale, useWords } from '@cellar/i18n/react';
import { addToCartMachine, OUT_OF_STOCK_NOTICE, reviewFormMachine } from '@cellar/machines';
import { Button, ButtonLink, FeaturedCarousel, PageBanner, Price, ReviewForm, ReviewList, Select, Stars } from '@cellar/ui';
import { useMachine, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLoaderData, useLocation, useRevalidator } from 'react-router-dom';
import { fetchReviewsPage, type ReviewsPage } from '../data/reviews';
import type { Failure } from '../data/failure';
import type { Deferred } from '../data/loaded';
import type { ProductData } from '../data/loaders';
import { useShop } from '../shop/ShopContext';
import { Seo } from '../seo/Seo';
import { LoadError } from '../components/Status';
import { WhenLoaded } from '../components/WhenLoaded';
import { useSay } from '../components/useSay';
import * as styles from './pages.css';
import * as product from './product.css';

function AddToCart({ wine }: { wine: Product }) {
  const { implementations, store, inspect } = useShop();
  const machine = useMemo(() => addToCartMachine.provide(implementations.addToCart), [implementations]);
  const [state, send] = useMachine(machine, { input: { store }, ...(inspect ? { inspect } : {}) });
  const words = useWords();
  const say = useSay();
  return (
    <>
      {/* A form action: React carries out a tap made before the app has taken the page over, once it has. */}
      <form className={product.buyForm} action={() => send({ type: 'ADD', product: { id: wine.id, name: wine.name, img: wine.img, unitPrice: wine.unitPrice, stock: wine.stock } })}>
        <Button type="submit" size="lg" className={product.buy}>
          {words('product.addToCart')}
        </Button>
      </form>
      <p role="status" className={styles.errorText}>
        {state.matches('refused') && state.context.problem ? say(state.context.problem) : ''}
      </p>
    </>
  );
}

/** A fact as schema.org's PropertyValue, for search engines that filter by grape, region or year. */
const property = (name: string, value: string | number, unitCode?: string) => ({ '@type': 'PropertyValue', name, value, ...(unitCode ? { unitCode } : {}) });

/**
 * schema.org Product with its Offer: search engines show the price in UYU and whether bottles are left;
 * the producer is its brand, and its facts additional properties (alcohol in percent, the bottle in
 * millilitres by their UN/CEFACT codes P1 and MLT).
 */
/** A slogan is a phrase ('The heart of Canelones in a glass'); in the description another sentence follows it. */
const asSentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

function productData(wine: Product, image: string) {
  const origin = originText(wine);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: String(wine.id),
    name: wine.name,
    description: wine.description,
    image,
    category: wine.category.name,
    ...(wine.producer ? { brand: { '@type': 'Brand', name: wine.producer } } : {}),
    additionalProperty: [
      ...wine.grapes.map((grape) => property('grape', grape.name)),
      ...(origin ? [property('region', origin)] : []),
      ...(wine.vintage === null ? [] : [property('vintage', wine.vintage)]),
      ...(wine.abv === null ? [] : [property('alcohol', wine.abv, 'P1')]),
      property('volume', wine.volumeMl, 'MLT'),
    ],
    // Search engines show stars only for a rating some review stands behind.
    ...(wine.rating !== null && wine.reviewCount > 0 ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: wine.rating, reviewCount: wine.reviewCount, bestRating: 5, worstRating: 1 } } : {}),
    offers: {
      // No url of its own: the offer is the page's (mainEntityOfPage, in its language).
      '@type': 'Offer',
      price: wine.unitPrice,
      priceCurrency: 'UYU',
      availability: wine.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
}

/** What a shopper chooses a wine by, as rows of the facts list; a fact not known is left out, a non-vintage wine says so. */
function WineFactRows({ wine }: { wine: Product }) {
  const words = useWords();
  const locale = useLocale();
  const rows: [MessageKey, string | null][] = [
    ['product.producer', wine.producer],
    ['product.grapes', wine.grapes.length > 0 ? grapesText(wine.grapes, locale) : null],
    ['product.origin', originText(wine)],
    ['product.vintage', wine.vintage === null ? words('product.nonVintage') : String(wine.vintage)],
    ['product.abv', wine.abv === null ? null : abvText(wine.abv, locale)],
    ['product.volume', volumeText(wine.volumeMl, locale)],
  ];
  return rows
    .filter(([, value]) => value !== null)
    .map(([label, value]) => (
      <div key={label} className={product.fact}>
        <dt className={product.factLabel}>{words(label)}</dt>
        <dd>{value}</dd>
      </div>
    ));
}

function Details({ wine }: { wine: Product }) {
  const { imageUrl } = useShop();
  const words = useWords();
  const locale = useLocale();
  const say = useSay();
  return (
    <>
      <Seo
        title={wine.name}
        description={words('seo.productDescription', { name: wine.name, slogan: asSentence(wine.slogan), category: wine.category.name, price: formatPrice(wine.unitPrice, locale) })}
        links={[{ rel: 'canonical', href: `/product/${wine.id}` }]}
        jsonLd={productData(wine, imageUrl(wine.img))}
      />
      <PageBanner compact eyebrow={wine.category.name} title={wine.name} tagline={wine.slogan} img={imageUrl(wine.category.img)} />
      <div className={`${styles.container} ${styles.firstSection}`}>
        <div className={product.body}>
          <div className={product.details}>
            <dl className={product.facts}>
              <div className={product.fact}>
                <dt className={product.factLabel}>{words('product.type')}</dt>
                <dd>{wine.category.name}</dd>
              </div>
              <div className={product.fact}>
                <dt className={product.factLabel}>{words('product.price')}</dt>
                <dd>
                  <Price amount={wine.unitPrice} size="lg" />
                </dd>
              </div>
              <div className={product.fact}>
                <dt className={product.factLabel}>{words('product.rating')}</dt>
                <dd>
                  <a href="#reviews" className={product.ratingLink}>
                    <Stars rating={wine.rating} count={wine.reviewCount} />
                  </a>
                </dd>
              </div>
              <div className={product.fact}>
                <dt className={product.factLabel}>{words('product.stock')}</dt>
                <dd>{wine.stock}</dd>
              </div>
            </dl>
            {wine.stock < 1 && <p className={product.soldOut}>{say(OUT_OF_STOCK_NOTICE)}</p>}
            <AddToCart key={wine.id} wine={wine} />
            {/* After the price and the button: on a phone they stay on the first screen. */}
            <dl className={product.facts}>
              <WineFactRows wine={wine} />
            </dl>
            <p className={product.description}>{wine.description}</p>
          </div>
          <img src={imageUrl(wine.img)} alt={wine.title} className={product.image} width={420} height={560} fetchPriority="high" />
        </div>
      </div>
    </>
  );
}

/** The orders the shop offers its reviews in: the API's sorts. */
const REVIEW_ORDERS: { value: ReviewSort; label: MessageKey }[] = [
  { value: 'newest', label: 'product.reviewsNewest' },
  { value: 'helpful', label: 'product.reviewsHelpful' },
];

interface ReviewPages {
  /** The order the items are in. */
  sort: ReviewSort;
  items: ReviewsPage['items'];
  next: string | null;
  loading: boolean;
  failed: boolean;
}

/**
 * The page's reviews in the order the shopper chose (newest first, as the loader brought them, or most
 * helpful), a page at a time. A new order reads its first page afresh, the list staying as it was until
 * it comes; should it fail, the list keeps its order and says so. An answer to an order or page no longer
 * asked for is dropped.
 */
function MoreReviews({ wineId, first }: { wineId: number; first: ReviewsPage }) {
  const { api } = useShop();
  const words = useWords();
  const [pages, setPages] = useState<ReviewPages>({ sort: 'newest', items: first.items, next: first.next, loading: false, failed: false });
  // The order asked for: the select shows it at once, the items follow when they come.
  const [asked, setAsked] = useState<ReviewSort>('newest');
  const latest = useRef(0);
  const read = (sort: ReviewSort, cursor: string | null, done: (page: ReviewsPage, now: ReviewPages) => ReviewPages) => {
    const call = ++latest.current;
    setPages((now) => ({ ...now, loading: true, failed: false }));
    fetchReviewsPage(api, wineId, sort, cursor).then(
      (page) => call === latest.current && setPages((now) => done(page, now)),
      () => {
        if (call !== latest.current) return;
        setAsked((now) => (now === sort && cursor === null ? pages.sort : now));
        setPages((now) => ({ ...now, loading: false, failed: true }));
      },
    );
  };
  const more = () => {
    if (!pages.next) return;
    read(pages.sort, pages.next, (page, now) => ({ ...now, items: [...now.items, ...page.items.filter((item) => !now.items.some((seen) => seen.id === item.id))], next: page.next, loading: false }));
  };
  const order = (sort: ReviewSort) => {
    if (sort === asked) return;
    setAsked(sort);
    read(sort, null, (page) => ({ sort, items: page.items, next: page.next, loading: false, failed: false }));
  };
  return (
    <div className={product.reviewList}>
      {/* One review has no order to choose. */}
      {first.total > 1 && (
        <div className={product.reviewOrder}>
          <Select
            label={words('product.sortReviews')}
            value={asked}
            options={REVIEW_ORDERS.map(({ value, label }) => ({ value, label: words(label) }))}
            onValueChange={(value) => order(value as ReviewSort)}
          />
        </div>
      )}
      <div aria-busy={pages.loading && pages.sort !== asked ? true : undefined}>
        <ReviewList reviews={pages.items} hasMore={pages.next !== null && pages.sort === asked} loading={pages.loading} error={pages.failed ? words('product.reviewsFailed') : null} onMore={more} />
      </div>
    </div>
  );
}

/** Asks a buyer who has not reviewed the wine for a review; a visitor, or a customer who did not buy it, is asked nothing. */
function AskForReview({ wineId, signedIn }: { wineId: number; signedIn: boolean }) {
  const { implementations, inspect } = useShop();
  const { revalidate } = useRevalidator();
  // Once sent, the page reads the wine and its reviews again: the new one, the new average.
  const machine = useMemo(() => reviewFormMachine.provide({ ...implementations.reviewForm, actions: { reviewed: () => void revalidate() } }), [implementations, revalidate]);
  const [state, send] = useMachine(machine, { input: { productId: wineId, signedIn }, ...(inspect ? { inspect } : {}) });
  const words = useWords();
  const say = useSay();
  // My Orders' "Review …" leads to `#reviews`: the form comes after the page is drawn (once the server says
  // this buyer may review), too late for the browser's own jump, so the page goes to it when it comes.
  const { hash } = useLocation();
  const asking = state.matches('editing');
  const section = useRef<HTMLElement>(null);
  const shown = useRef(false);
  useEffect(() => {
    if (!asking || shown.current || hash !== '#reviews') return;
    shown.current = true;
    section.current?.scrollIntoView({ block: 'start' });
  }, [asking, hash]);
  if (state.matches('reviewed')) return <p role="status">{words('review.thanks')}</p>;
  if (state.matches('alreadyReviewed')) return <p>{words('review.alreadyReviewed')}</p>;
  if (!state.matches('editing') && !state.matches('sending')) return null;
  const { rating, title, body, errors, problem } = state.context;
  const said = (field: keyof typeof errors) => (errors[field] ? say(errors[field]) : undefined);
  return (
    <section ref={section} className={product.reviewAsk} aria-labelledby="write-review">
      <h3 id="write-review" className={product.reviewAskTitle}>
        {words('review.write')}
      </h3>
      <p>{words('review.ask')}</p>
      <ReviewForm
        values={{ rating, title, body }}
        errors={{ rating: said('rating'), title: said('title'), body: said('body') }}
        problem={problem ? say(problem) : null}
        sending={state.matches('sending')}
        maxLengths={{ title: NewReviewBounds.title.maxLength, body: NewReviewBounds.body.maxLength }}
        onRatingChange={(value) => send({ type: 'RATING.CHANGE', value })}
        onTitleChange={(value) => send({ type: 'TITLE.CHANGE', value })}
        onBodyChange={(value) => send({ type: 'BODY.CHANGE', value })}
        onSubmit={() => send({ type: 'SUBMIT' })}
      />
    </section>
  );
}

function WineReviews({ wineId, reviews }: { wineId: number; reviews: Deferred<ReviewsPage> }) {
  const { session } = useShop();
  const signedIn = useSelector(session, (snapshot) => snapshot.context.user !== null);
  return (
    <section id="reviews" className={`${styles.container} ${styles.section}`} aria-labelledby="reviews-title">
      <ReviewsTitle />
      <div className={product.reviews}>
        {/* Signing in or out asks afresh. */}
        <AskForReview key={`${wineId}:${signedIn}`} wineId={wineId} signedIn={signedIn} />
        <WhenLoaded data={reviews} placeholder={<div className={`${styles.skeleton} ${product.reviewsPlaceholder}`} />}>
          {(first) => <MoreReviews key={`${wineId}:${first.items[0]?.id ?? 0}:${first.total}`} wineId={wineId} first={first} />}
        </WhenLoaded>
      </div>
    </section>
  );
}

function ReviewsTitle() {
  const words = useWords();
  return (
    <h2 id="reviews-title" className={styles.sectionTitle}>
      {words('product.reviews')}
    </h2>
  );
}

function DetailsSkeleton() {
  const words = useWords();
  return (
    <div aria-busy="true">
      <PageBanner compact title={words('product.opening')} />
      <div className={`${styles.container} ${styles.firstSection}`}>
        <div className={product.body}>
          <div className={product.details}>
            {Array.from({ length: 5 }, (_, index) => (
              <div key={index} className={styles.skeletonLine} />
            ))}
          </div>
          <div className={`${product.image} ${styles.skeleton}`} />
        </div>
      </div>
    </div>
  );
}

function WineNotLoaded({ failure }: { failure: Failure }) {
  const words = useWords();
  const say = useSay();
  return (
    <>
      <Seo title={words('seo.wineNotFoundTitle')} description={words('seo.wineNotFoundDescription')} />
      <div className={`${styles.container} ${styles.section}`}>
        {/* Trying again cannot bring back a wine the cellar does not have; the catalogue can offer another. */}
        {failure.httpStatus === 404 ? (
          <div role="alert" className={styles.problem}>
            <p className={styles.errorText}>{say(failure.error)}</p>
            <ButtonLink href="/our-wines">{words('product.seeOurWines')}</ButtonLink>
          </div>
        ) : (
          <LoadError message={failure.error} />
        )}
      </div>
    </>
  );
}

function DiscoverMore({ featured }: { featured: Deferred<FeaturedProduct[]> }) {
  const { imageUrl } = useShop();
  const words = useWords();
  return (
    <section className={`${styles.container} ${styles.section}`} aria-labelledby="discover-title">
      <h2 id="discover-title" className={styles.sectionTitle}>
        {words('product.discoverMore')}
      </h2>
      <WhenLoaded data={featured} placeholder={<div className={`${styles.skeleton} ${product.carouselPlaceholder}`} />}>
        {(wines) => <FeaturedCarousel items={wines.map((wine) => ({ id: wine.id, title: wine.title, img: imageUrl(wine.img), href: `/product/${wine.id}` }))} />}
      </WhenLoaded>
    </section>
  );
}

export default function ProductPage() {
  const { wine, reviews, featured } = useLoaderData<ProductData>();
  const words = useWords();
  return (
    <>
      <WhenLoaded data={wine} placeholder={<DetailsSkeleton />} failed={(failure) => <WineNotLoaded failure={failure} />}>
        {(loaded) => (
          <>
            <Details wine={loaded} />
            <WineReviews wineId={loaded.id} reviews={reviews} />
          </>
        )}
      </WhenLoaded>
      <DiscoverMore featured={featured} />
      <div className={styles.actionsRow}>
        <ButtonLink href="/our-wines" variant="ghost">
          {words('product.backToWines')}
        </ButtonLink>
      </div>
    </>
  );
}
