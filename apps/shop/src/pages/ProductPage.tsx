import type { FeaturedProduct, Product } from '@cellar/api-client';
import { formatPrice } from '@cellar/domain';
import { useLocale, useWords } from '@cellar/i18n/react';
import { addToCartMachine, OUT_OF_STOCK_NOTICE } from '@cellar/machines';
import { Button, ButtonLink, FeaturedCarousel, PageBanner, Price } from '@cellar/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useLoaderData } from 'react-router-dom';
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

/** schema.org Product with its Offer: search engines show the price in UYU and whether bottles are left. */
function productData(wine: Product, image: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: String(wine.id),
    name: wine.name,
    description: wine.description,
    image,
    category: wine.category.name,
    offers: {
      '@type': 'Offer',
      url: `/product/${wine.id}`,
      price: wine.unitPrice,
      priceCurrency: 'UYU',
      availability: wine.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
  };
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
        description={words('seo.productDescription', { name: wine.name, slogan: wine.slogan, category: wine.category.name, price: formatPrice(wine.unitPrice, locale) })}
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
                <dt className={product.factLabel}>{words('product.stock')}</dt>
                <dd>{wine.stock}</dd>
              </div>
            </dl>
            {wine.stock < 1 && <p className={product.soldOut}>{say(OUT_OF_STOCK_NOTICE)}</p>}
            <AddToCart key={wine.id} wine={wine} />
            <p className={product.description}>{wine.description}</p>
          </div>
          <img src={imageUrl(wine.img)} alt={wine.title} className={product.image} width={420} height={560} fetchPriority="high" />
        </div>
      </div>
    </>
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
  const { wine, featured } = useLoaderData<ProductData>();
  const words = useWords();
  return (
    <>
      <WhenLoaded data={wine} placeholder={<DetailsSkeleton />} failed={(failure) => <WineNotLoaded failure={failure} />}>
        {(loaded) => <Details wine={loaded} />}
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
