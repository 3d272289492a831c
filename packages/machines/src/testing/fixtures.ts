import type { ProductSummary, SessionUser } from '../types';
import type { WineRecord } from '../wineEditor/wineForm';

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

/** A wine as the back office's API answers it, shared by the wine editor's tests. */
export const sampleWine: WineRecord = {
  id: 2,
  name: 'Tannat Gran Guarda',
  title: 'Tannat Gran Guarda 2018',
  slogan: 'Built to age',
  description: 'Dark cherry and cocoa.',
  unitPrice: 2450,
  stock: 12,
  categoryId: 1,
  featured: false,
};

/** The member of staff the back office's tests log in as. */
export const sampleStaff: SessionUser = { ...sampleUser, id: 1, firstname: 'Admin', lastname: 'Cellar', email: 'admin@thecellar.example' };

/** The same wine as the shop's pages and cart know it. */
export const sampleProduct: ProductSummary = { id: sampleWine.id, name: sampleWine.name, img: 'bottle-tannat.svg', unitPrice: sampleWine.unitPrice, stock: sampleWine.stock };
