import { unwrap } from '@cellar/api-client';
import { visibleProducts } from '@cellar/machines';
import { Button, ButtonLink } from '@cellar/ui';
import { useMachine } from '@xstate/react';
import { useShop } from '../app/ShopContext';
import { Seo } from '../app/Seo';
import { useResource } from '../app/useResource';
import { ProductTile, TileSkeleton } from '../components/ProductTile';
import { LoadError, PageHeader } from '../components/Status';
import * as styles from './pages.css';

const SKELETON_TILES = 8;

export default function OurWines() {
  const { api, machines, inspect } = useShop();
  const [filter, send] = useMachine(machines.catalogueFilter, inspect ? { inspect } : {});
  const catalogue = useResource(
    () => Promise.all([unwrap(api.GET('/products')), unwrap(api.GET('/categories'))]).then(([products, categories]) => ({ products, categories })),
    'catalogue',
  );
  const { categoryId } = filter.context;

  return (
    <>
      <Seo title="Our wines · The Cellar" description="OUR WINE SELECTION: every Uruguayan red, white, rosé, sparkling, dessert and fortified wine in the cellar, filtered by category." />
      <PageHeader eyebrow="The catalogue" title="OUR WINE SELECTION" tagline="Where every bottle tells a story" />
      <div className={`${styles.container} ${styles.section}`}>
        {catalogue.status === 'error' ? (
          <LoadError message={catalogue.error} onRetry={catalogue.retry} />
        ) : (
          <>
            <ul className={styles.filterRow} aria-label="Filter by category">
              <li>
                <Button variant={categoryId === null ? 'primary' : 'secondary'} size="sm" aria-pressed={categoryId === null} onClick={() => send({ type: 'SELECT', categoryId: null })}>
                  Show All
                </Button>
              </li>
              {catalogue.status === 'ready' &&
                catalogue.data.categories.map((category) => (
                  <li key={category.id}>
                    <Button
                      variant={categoryId === category.id ? 'primary' : 'secondary'}
                      size="sm"
                      aria-pressed={categoryId === category.id}
                      onClick={() => send({ type: 'SELECT', categoryId: category.id })}
                    >
                      {category.name}
                    </Button>
                  </li>
                ))}
            </ul>
            <ul className={styles.grid} aria-label="Wines" aria-busy={catalogue.status === 'loading'}>
              {catalogue.status === 'ready'
                ? visibleProducts(catalogue.data.products, categoryId).map((product) => (
                    <li key={product.id}>
                      <ProductTile id={product.id} name={product.name} img={product.img} />
                    </li>
                  ))
                : Array.from({ length: SKELETON_TILES }, (_, index) => (
                    <li key={index}>
                      <TileSkeleton />
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
