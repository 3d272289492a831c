/**
 * The most bottles of one wine the shop keeps in stock (openapi.yaml's ProductCreate.stock maximum): a
 * new wine's stock, an edited one and an adjustment's result stay within it.
 */
export const MAX_STOCK = 1_000_000;
