import { unwrap } from '@cellar/api-client';
import { catalogueFilterMachine, visibleProducts } from '@cellar/machines';
import { ButtonLink, CategoryFilter, PageBanner, ProductCard, ProductCardSkeleton } from '@cellar/ui';
import { useMachine } from '@xstate/react';
import { useShop } from '../app/ShopContext';
import { Seo } from '../app/Seo';
import { useResource } from '../app/useResource';
import { LoadError } from '../components/Status';
import * as styles from './pages.css';

// A phone shows two cards of the first row, a desktop four: those images are the page's largest paint.
const FIRST_SCREENFUL = 4;
const SKELETON_TILES = 8;

export default function OurWines() {
  const { api, inspect, imageUrl } = useShop();
  const [filter, send] = useMachine(catalogueFilterMachine, inspect ? { inspect } : {});
  const catalogue = useResource(
    () => Promise.all([unwrap(api.GET('/products')), unwrap(api.GET('/categories'))]).then(([products, categories]) => ({ products, categories })),
    'catalogue',
  );
  const { categoryId } = filter.context;

  return (
    <>
      <Seo title="Our wines · The Cellar" description="OUR WINE SELECTION: every Uruguayan red, white, rosé, sparkling, dessert and fortified wine in the cellar, filtered by category." />
      <PageBanner eyebrow="The catalogue" title="OUR WINE SELECTION" tagline="Where every bottle tells a story" />
      <div className={`${styles.container} ${styles.section}`}>
        {catalogue.status === 'error' ? (
          <LoadError message={catalogue.error} onRetry={catalogue.retry} />
        ) : (
          <>
            <div className={styles.filterRow}>
              <CategoryFilter categories={catalogue.status === 'ready' ? catalogue.data.categories : []} value={categoryId} onChange={(id) => send({ type: 'SELECT', categoryId: id })} />
            </div>
            <h2 className={styles.resultCount} aria-live="polite">
              {catalogue.status === 'ready' ? `${visibleProducts(catalogue.data.products, categoryId).length} wines` : 'Uncorking the list…'}
            </h2>
            <ul className={styles.grid} aria-label="Wines" aria-busy={catalogue.status === 'loading'}>
              {catalogue.status === 'ready'
                ? visibleProducts(catalogue.data.products, categoryId).map((product, index) => (
                    <li key={product.id}>
                      <ProductCard
                        name={product.name}
                        img={imageUrl(product.img)}
                        href={`/product/${product.id}`}
                        unitPrice={product.unitPrice}
                        outOfStock={product.stock < 1}
                        priority={index < FIRST_SCREENFUL}
                      />
                    </li>
                  ))
                : Array.from({ length: SKELETON_TILES }, (_, index) => (
                    // Keys of their own: index keys would match wine ids, and React would move a placeholder into a card's cell (a layout shift).
                    <li key={`placeholder-${index}`}>
                      <ProductCardSkeleton />
                    </li>
                  ))}
            </ul>
          </>
        )}
        <div className={styles.actionsRow}>
          <ButtonLink href="/" variant="ghost">
            BACK TO HOME
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
