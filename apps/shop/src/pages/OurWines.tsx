import { catalogueFilterMachine, visibleProducts } from '@cellar/machines';
import { ButtonLink, CategoryFilter, PageBanner, ProductCard, ProductCardSkeleton } from '@cellar/ui';
import { useMachine } from '@xstate/react';
import { useLoaderData } from 'react-router-dom';
import type { CatalogueData } from '../app/loaders';
import { useShop } from '../app/ShopContext';
import { Seo } from '../app/Seo';
import { WhenLoaded } from '../components/WhenLoaded';
import * as styles from './pages.css';

// A phone shows two cards of the first row, a desktop four: those images are the page's largest paint.
const FIRST_SCREENFUL = 4;
const SKELETON_TILES = 8;

const noop = () => undefined;

function CataloguePlaceholder() {
  return (
    <>
      <div className={styles.filterRow}>
        <CategoryFilter categories={[]} value={null} onChange={noop} />
      </div>
      <h2 className={styles.resultCount} aria-live="polite">
        Uncorking the list…
      </h2>
      <ul className={styles.grid} aria-label="Wines" aria-busy="true">
        {Array.from({ length: SKELETON_TILES }, (_, index) => (
          // Keys of their own: index keys would match wine ids, and React would move a placeholder into a card's cell (a layout shift).
          <li key={`placeholder-${index}`}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </>
  );
}

export default function OurWines() {
  const { inspect, imageUrl } = useShop();
  const [filter, send] = useMachine(catalogueFilterMachine, inspect ? { inspect } : {});
  const { catalogue } = useLoaderData<CatalogueData>();
  const { categoryId } = filter.context;

  return (
    <>
      <Seo title="Our wines · The Cellar" description="OUR WINE SELECTION: every Uruguayan red, white, rosé, sparkling, dessert and fortified wine in the cellar, filtered by category." />
      <PageBanner eyebrow="The catalogue" title="OUR WINE SELECTION" tagline="Where every bottle tells a story" />
      <div className={`${styles.container} ${styles.section}`}>
        <WhenLoaded data={catalogue} placeholder={<CataloguePlaceholder />}>
          {({ products, categories }) => {
            const wines = visibleProducts(products, categoryId);
            return (
              <>
                <div className={styles.filterRow}>
                  <CategoryFilter categories={categories} value={categoryId} onChange={(id) => send({ type: 'SELECT', categoryId: id })} />
                </div>
                <h2 className={styles.resultCount} aria-live="polite">
                  {`${wines.length} wines`}
                </h2>
                <ul className={styles.grid} aria-label="Wines" aria-busy="false">
                  {wines.map((product, index) => (
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
                  ))}
                </ul>
              </>
            );
          }}
        </WhenLoaded>
        <div className={styles.actionsRow}>
          <ButtonLink href="/" variant="ghost">
            BACK TO HOME
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
