import { ApiError, unwrap, type FeaturedProduct, type Product } from '@cellar/api-client';
import { addToCartMachine, OUT_OF_STOCK_NOTICE } from '@cellar/machines';
import { Button, ButtonLink, FeaturedCarousel, PageBanner, Price } from '@cellar/ui';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useShop } from '../app/ShopContext';
import { Seo } from '../app/Seo';
import { useResource } from '../app/useResource';
import { LoadError } from '../components/Status';
import * as styles from './pages.css';
import * as product from './product.css';

function AddToCart({ wine }: { wine: Product }) {
  const { implementations, store, inspect } = useShop();
  const machine = useMemo(() => addToCartMachine.provide(implementations.addToCart), [implementations]);
  const [state, send] = useMachine(machine, { input: { store }, ...(inspect ? { inspect } : {}) });
  return (
    <>
      <Button
        size="lg"
        className={product.buy}
        onClick={() => send({ type: 'ADD', product: { id: wine.id, name: wine.name, img: wine.img, unitPrice: wine.unitPrice, stock: wine.stock } })}
      >
        ADD TO CART
      </Button>
      <p role="status" className={styles.errorText}>
        {state.matches('refused') ? state.context.problem : ''}
      </p>
    </>
  );
}

function Details({ wine }: { wine: Product }) {
  const { imageUrl } = useShop();
  return (
    <>
      <Seo title={wine.name} description={`${wine.name}: ${wine.slogan} ${wine.category.name} wine from The Cellar, ${wine.unitPrice} UYU.`} />
      <PageBanner eyebrow={wine.category.name} title={wine.name} tagline={wine.slogan} img={imageUrl(wine.category.img)} />
      <div className={`${styles.container} ${styles.section}`}>
        <div className={product.body}>
          <img src={imageUrl(wine.img)} alt={wine.title} className={product.image} width={420} height={560} fetchPriority="high" />
          <div className={product.details}>
            <p className={product.description}>{wine.description}</p>
            <dl className={product.facts}>
              <div className={product.fact}>
                <dt className={product.factLabel}>Type:</dt>
                <dd>{wine.category.name}</dd>
              </div>
              <div className={product.fact}>
                <dt className={product.factLabel}>Price:</dt>
                <dd>
                  <Price amount={wine.unitPrice} size="lg" />
                </dd>
              </div>
              <div className={product.fact}>
                <dt className={product.factLabel}>Stock :</dt>
                <dd>{wine.stock}</dd>
              </div>
            </dl>
            {wine.stock < 1 && <p className={product.soldOut}>{OUT_OF_STOCK_NOTICE}</p>}
            <AddToCart key={wine.id} wine={wine} />
          </div>
        </div>
      </div>
    </>
  );
}

function DetailsSkeleton() {
  return (
    <div aria-busy="true">
      <PageBanner title="Opening the bottle…" />
      <div className={`${styles.container} ${styles.section}`}>
        <div className={product.body}>
          <div className={`${product.image} ${styles.skeleton}`} />
          <div className={product.details}>
            {Array.from({ length: 5 }, (_, index) => (
              <div key={index} className={styles.skeletonLine} />
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}

function DiscoverMore() {
  const { api, imageUrl } = useShop();
  const featured = useResource<FeaturedProduct[]>(() => unwrap(api.GET('/products/featured')), 'featured');
  return (
    <section className={`${styles.container} ${styles.section}`} aria-labelledby="discover-title">
      <h2 id="discover-title" className={styles.sectionTitle}>
        DISCOVER MORE WINES
      </h2>
      {featured.status === 'error' && <LoadError message={featured.error} onRetry={featured.retry} />}
      {featured.status === 'loading' && <div className={`${styles.skeleton} ${product.carouselPlaceholder}`} />}
      {featured.status === 'ready' && (
        <FeaturedCarousel items={featured.data.map((wine) => ({ id: wine.id, title: wine.title, img: imageUrl(wine.img), href: `/product/${wine.id}` }))} />
      )}
    </section>
  );
}

export default function ProductPage() {
  const { api } = useShop();
  const id = Number(useParams().id);
  const wine = useResource(() => {
    // An address that cannot name a wine is answered as the API answers an unknown one.
    if (!Number.isInteger(id) || id < 1) return Promise.reject(new ApiError(404, undefined, 'There is no wine at this address.'));
    return unwrap(api.GET('/products/{id}', { params: { path: { id } } }));
  }, `product-${id}`);

  return (
    <>
      {wine.status === 'ready' && <Details wine={wine.data} />}
      {wine.status === 'loading' && <DetailsSkeleton />}
      {wine.status === 'error' && (
        <>
          <Seo title="Wine not found · The Cellar" description="This wine could not be loaded." status={wine.httpStatus === 404 ? 404 : undefined} />
          <div className={`${styles.container} ${styles.section}`}>
            <LoadError message={wine.error} onRetry={wine.retry} />
          </div>
        </>
      )}
      <DiscoverMore />
      <div className={styles.actionsRow}>
        <ButtonLink href="/our-wines" variant="ghost">
          BACK TO OUR WINES
        </ButtonLink>
      </div>
    </>
  );
}
