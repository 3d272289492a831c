import { NewProductBounds } from '@cellar/api-client/contract';

/**
 * The most bottles of one wine the shop keeps in stock (openapi.yaml's NewProduct.stock maximum): a
 * new wine's stock, an edited one and an adjustment's result stay within it.
 */
export const MAX_STOCK = NewProductBounds.stock.maximum;
