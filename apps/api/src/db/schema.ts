import type { PaymentMethod } from '@cellar/domain';
import { sql } from 'drizzle-orm';
import { AVATAR_FILE_PATTERN, WINE_IMAGE_FILE_PATTERN } from './image-names';
import { boolean, check, customType, date, index, integer, jsonb, pgSequence, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A full-text search document; written by the database's own trigger (see the catalogue search migration). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    img: text('img').notNull(),
  },
  // 'Orange' and 'orange' would be two chips a shopper cannot tell apart.
  (t) => [uniqueIndex('categories_name_any_case_idx').on(sql`lower(${t.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slogan: text('slogan').notNull(),
    description: text('description').notNull(),
    img: text('img').notNull(),
    featuredImg: text('featured_img').notNull(),
    title: text('title').notNull(),
    unitPrice: integer('unit_price').notNull(),
    stock: integer('stock').notNull(),
    featured: boolean('featured').notNull().default(false),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    // Withdrawn wines stay in the table so past orders can still name them.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_price_positive', sql`${t.unitPrice} > 0`),
    index('products_category_idx').on(t.categoryId),
    // One index per sort, each holding only wines on sale and ending in the id that breaks ties, so a
    // keyset page is a short index range scan whatever the depth.
    index('products_on_sale_price_idx').on(t.unitPrice, t.id).where(sql`${t.deletedAt} is null`),
    index('products_on_sale_name_idx').on(sql`catalogue_fold(${t.name})`, t.id).where(sql`${t.deletedAt} is null`),
    index('products_on_sale_category_idx').on(t.categoryId, t.id).where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * What the search matches, one row per wine, kept by a trigger on products (migration 0004). Apart from
 * the wine, because a wine's stock changes with every order: a narrow row with no text index is
 * updated in place (HOT), where one carrying these documents and their GIN indexes was rewritten into
 * every index on most orders.
 */
export const productSearch = pgTable(
  'product_search',
  {
    productId: integer('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    // Name (weight A), category (B), slogan (C) and description (D), accents folded.
    searchDocument: tsvector('search_document').notNull(),
    // The name alone, with statistics of its own, so the planner knows how many names hold a word.
    nameDocument: tsvector('name_document').notNull(),
  },
  (t) => [
    // Without fastupdate a new wine goes straight into the index: no pending list for every search to
    // scan until a VACUUM, which PGlite never runs by itself.
    index('product_search_document_idx').using('gin', t.searchDocument).with({ fastupdate: false }),
    index('product_search_name_idx').using('gin', t.nameDocument).with({ fastupdate: false }),
  ],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    // Stored lower-cased so 'Ana@x.uy' and 'ana@x.uy' are one account.
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    avatar: text('avatar'),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // A deactivated account keeps its row and order history but can no longer log in.
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [
    check('users_role_known', sql`${t.role} in ('customer', 'admin')`),
    check('users_avatar_generated', sql`${t.avatar} ~ ${sql.raw(`'${AVATAR_FILE_PATTERN}'`)}`),
  ],
);

export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Only a hash is kept, so a leaked table does not log anyone in.
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('tokens_user_idx').on(t.userId), index('tokens_expires_idx').on(t.expiresAt)],
);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    shippingAddress: text('shipping_address').notNull(),
    shippingDate: date('shipping_date', { mode: 'string' }).notNull(),
    paymentMethod: text('payment_method').$type<PaymentMethod>().notNull(),
    status: text('status', { enum: ['paid', 'rejected', 'in transit', 'delivered'] }).notNull(),
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    // The back office's statistics read a period of orders.
    index('orders_created_idx').on(t.createdAt),
    uniqueIndex('orders_idempotency_idx').on(t.userId, t.idempotencyKey),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    position: integer('position').notNull(),
    // Name, image and price are copied at purchase so history stays true after the catalogue changes.
    name: text('name').notNull(),
    img: text('img').notNull(),
    unitPrice: integer('unit_price').notNull(),
    qty: integer('qty').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), check('order_lines_qty_positive', sql`${t.qty} > 0`)],
);

/**
 * Every word of the wines' texts, accents folded: the vocabulary a misspelt
 * search word is matched against by trigram similarity ('tanat' → 'tannat').
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`).with({ fastupdate: false })]);

/**
 * Counts every committed change to what the catalogue's reads show. Each change takes the next value
 * and announces it (LISTEN/NOTIFY); an instance that sees a value it was never told of has missed an
 * announcement and drops its whole read cache. A sequence, not a row, so that concurrent orders never
 * queue on one row's lock.
 */
export const catalogueVersion = pgSequence('catalogue_version');

/**
 * Uploaded pictures (avatars and wines), in the database so that every instance serves every upload. The name is made from
 * the owner and the image's own digest, so an upload is stored once and a name never changes content.
 */
export const storedImages = pgTable(
  'stored_images',
  {
    name: text('name').primaryKey(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('stored_images_name_generated', sql`${t.name} ~ ${sql.raw(`'${AVATAR_FILE_PATTERN}'`)} or ${t.name} ~ ${sql.raw(`'${WINE_IMAGE_FILE_PATTERN}'`)}`)],
);

/** Why a wine's stock changed. `opening` is the stock a wine was added with (written by a trigger on products). */
export const STOCK_REASONS = ['opening', 'sale', 'cancellation', 'restock', 'count correction', 'breakage'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/**
 * Every change to a wine's stock, so that its stock is always the sum of its movements: the opening
 * stock, sales (checkout), cancellations (a rejected order's bottles back) and the staff's adjustments.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    // Wines are withdrawn, never deleted, by the shop; a wine deleted by hand takes its ledger with it.
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    change: integer('change').notNull(),
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_product_idx').on(t.productId, t.id),
    check('stock_movements_reason_known', sql`${t.reason} in ('opening', 'sale', 'cancellation', 'restock', 'count correction', 'breakage')`),
  ],
);

/** Every change a member of staff makes through the back office: who, what, the row before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId)],
);

/**
 * Browsers that have logged in to an account (OWASP's device cookies): their later attempts on it are
 * counted apart from everyone else's. Only the cookie's hash is kept; one cookie may be trusted for
 * several accounts, a row each.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // When this browser first logged in to the account; kept when its cookie is replaced.
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // When this cookie was issued: the browser drops it once its Max-Age has passed since, and housekeeping the row.
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tokenHash, t.userId] }), index('login_devices_user_idx').on(t.userId), index('login_devices_last_used_idx').on(t.lastUsedAt)],
);

/** Rate-limit counters shared by every instance when there is no Redis: one row per key and window. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
