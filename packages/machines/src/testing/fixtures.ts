import { wineOf } from '@cellar/domain/testing';
import type { Review } from '@cellar/domain';
import type { CatalogueWine } from '../catalogueQuery/catalogueQuery.machine';
import type { ProductSummary, SessionUser } from '../types';
import type { WineRecord } from '../wineEditor/wineForm';

/**
 * The machines' samples, drawn from the shared wines (`@cellar/domain/testing`): a wine on sale, in good
 * stock and not featured, so adding it to a cart succeeds and the wine editor can still feature it.
 */
const sample = wineOf(7);

/** The logged-in customer the machine tests share. */
export const sampleUser: SessionUser = {
  id: 7,
  token: 'tok-1',
  firstname: 'Ana',
  lastname: 'Suárez',
  address: 'Rambla 1234',
  phone: '099 123 456',
  email: 'ana@example.com',
  avatar: null,
};

/** The wine as the back office's API answers it, shared by the wine editor's tests. */
export const sampleWine: WineRecord = {
  id: sample.id,
  name: sample.name,
  title: sample.title,
  slogan: sample.slogan,
  description: sample.description,
  unitPrice: sample.unitPrice,
  stock: sample.stock,
  categoryId: sample.category.id,
  featured: sample.featured,
  translations: sample.translations,
  producer: sample.producer,
  grapes: sample.grapes,
  region: sample.region,
  country: sample.country,
  vintage: sample.vintage,
  abv: sample.abv,
  volumeMl: sample.volumeMl,
};

/** The member of staff the back office's tests log in as. */
export const sampleStaff: SessionUser = { ...sampleUser, id: 1, firstname: 'Admin', lastname: 'Cellar', email: 'admin@thecellar.example' };

/** The same wine as the shop's pages and cart know it. */
export const sampleProduct: ProductSummary = { id: sample.id, name: sample.name, img: sample.img, unitPrice: sample.unitPrice, stock: sample.stock };

/** The same wine as the catalogue lists it. */
const { producer, grapes, region, country, vintage, abv, volumeMl, rating, reviewCount } = sample;
export const sampleCatalogueWine: CatalogueWine = { ...sampleProduct, featured: sample.featured, category: { id: sample.category.id, name: sample.category.name }, producer, grapes, region, country, vintage, abv, volumeMl, rating, reviewCount };

/** A buyer's review of the sample wine, as the server answers one. */
export const sampleReview: Review = { id: 1, productId: sample.id, rating: 4, title: 'Our Friday wine', body: 'Plum and tobacco, and a finish that lasts.', author: 'Lucía P.', createdAt: '2026-03-09T21:15:00.000Z' };
