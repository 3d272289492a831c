import type { PaymentMethod } from '@cellar/domain';
import { LOCALES, type Locale } from '@cellar/i18n';
import type { OutboxMail } from '../mail/outbox-mail';
import { sql } from 'drizzle-orm';
import { AVATAR_FILE_PATTERN, WINE_IMAGE_FILE_PATTERN } from './image-names';
import { boolean, check, customType, date, index, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A full-text search document; written by the database's own trigger (see the catalogue search migration). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** A wine's texts written in another language than English; a text left out is read in English. */
export interface WineTexts {
  title?: string;
  slogan?: string;
  description?: string;
}
/** A category's name in another language than English. */
export interface CategoryTexts {
  name?: string;
}
/**
 * Texts in the shop's other languages, by locale (`es-UY`): English, the spec's language, stays in the
 * row's own columns, so every row is whole in English and a missing translation falls back to it. The
 * contract bounds which locales and texts may be written (`WineTranslations`, `CategoryTranslations`).
 */
export type Translations<Texts> = Partial<Record<string, Texts>>;

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    img: text('img').notNull(),
    translations: jsonb('translations').$type<Translations<CategoryTexts>>().notNull().default({}),
  },
  (t) => [
    // 'Orange' and 'orange' would be two chips a shopper cannot tell apart, in either language.
    uniqueIndex('categories_name_any_case_idx').on(sql`lower(${t.name})`),
    uniqueIndex('categories_es_name_any_case_idx').on(sql`lower(${t.translations} #>> '{es-UY,name}')`),
    check('categories_translations_object', sql`jsonb_typeof(${t.translations}) = 'object'`),
  ],
);

/**
 * The grapes wines are made of, one row per grape whatever its spelling ('Tannat', 'tannat', 'Tánnat' are
 * one), so a facet counts wines by id and a filter finds every spelling.
 */
export const grapes = pgTable(
  'grapes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('grapes_name_folded_idx').on(sql`catalogue_fold(${t.name})`)],
);

/** Where wines are grown: Uruguay's departments and wine regions, and other countries' for imports. Names are unique as grapes' are. */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    country: text('country').notNull(),
  },
  (t) => [uniqueIndex('regions_name_folded_idx').on(sql`catalogue_fold(${t.name})`)],
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
    translations: jsonb('translations').$type<Translations<WineTexts>>().notNull().default({}),
    unitPrice: integer('unit_price').notNull(),
    stock: integer('stock').notNull(),
    featured: boolean('featured').notNull().default(false),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    // Withdrawn wines stay in the table so past orders can still name them.
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    // The wine's facts (its grapes are in product_grapes); null where not known.
    producer: text('producer'),
    regionId: integer('region_id').references(() => regions.id),
    // Null for a non-vintage wine.
    vintage: integer('vintage'),
    abv: numeric('abv', { precision: 3, scale: 1, mode: 'number' }),
    volumeMl: integer('volume_ml').notNull().default(750),
    // The ids of its grapes (product_grapes, sorted), kept by that table's trigger: the facets count a
    // sample's grapes from the rows they read, with no lookup per sampled wine.
    grapeIds: integer('grape_ids').array().notNull().default(sql`'{}'::int[]`),
  },
  (t) => [
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_price_positive', sql`${t.unitPrice} > 0`),
    check('products_translations_object', sql`jsonb_typeof(${t.translations}) = 'object'`),
    index('products_category_idx').on(t.categoryId),
    // One index per sort, each holding only wines on sale and ending in the id that breaks ties, so a
    // keyset page is a short index range scan whatever the depth.
    index('products_on_sale_price_idx').on(t.unitPrice, t.id).where(sql`${t.deletedAt} is null`),
    index('products_on_sale_name_idx').on(sql`catalogue_fold(${t.name})`, t.id).where(sql`${t.deletedAt} is null`),
    index('products_on_sale_category_idx').on(t.categoryId, t.id).where(sql`${t.deletedAt} is null`),
    // The facts' filters: a region's or a vintage's wines in the cellar's order, each carrying the other
    // facts so a combination is gathered from the index alone (catalogue/list.ts, GATHER_LIMIT); a
    // grape's wines by their grape ids; a producer's by any spelling.
    index('products_on_sale_region_idx').on(t.regionId, t.id, t.vintage, t.grapeIds).where(sql`${t.deletedAt} is null`),
    index('products_on_sale_vintage_idx').on(t.vintage, t.id, t.regionId, t.grapeIds).where(sql`${t.deletedAt} is null`),
    index('products_on_sale_grapes_idx').using('gin', t.grapeIds).where(sql`${t.deletedAt} is null`),
    index('products_on_sale_producer_idx').on(sql`catalogue_fold(${t.producer})`, t.id).where(sql`${t.deletedAt} is null`),
    check('products_vintage_year', sql`${t.vintage} between 1800 and 2200`),
    check('products_abv_range', sql`${t.abv} between 0.5 and 25`),
    check('products_volume_positive', sql`${t.volumeMl} > 0`),
  ],
);

/** A wine's grapes in the blend's order (`position`), each with its share in percent when known. */
export const productGrapes = pgTable(
  'product_grapes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    grapeId: integer('grape_id')
      .notNull()
      .references(() => grapes.id),
    position: integer('position').notNull(),
    percent: integer('percent'),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.grapeId] }),
    uniqueIndex('product_grapes_position_idx').on(t.productId, t.position),
    // A grape's wines, for its filter: the grape's ids are read in the index alone.
    index('product_grapes_grape_idx').on(t.grapeId, t.productId),
    check('product_grapes_percent_range', sql`${t.percent} between 1 and 100`),
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
    // Name (weight A), category (B), slogan (C) and description (D) in every language, accents folded,
    // each text stemmed in its language's configuration and the name in both (see migration 0011).
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
    // Set when the person erased their account: the row stays, nameless, for the orders the books keep.
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    // The language the person signed up in: their mail is written in it, whoever's action sends it.
    locale: text('locale').$type<Locale>().notNull().default('en'),
  },
  (t) => [
    check('users_role_known', sql`${t.role} in ('customer', 'admin')`),
    check('users_locale_known', sql`${t.locale} in (${sql.raw(LOCALES.map((locale) => `'${locale}'`).join(', '))})`),
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

/**
 * Password reset links: only the token's hash is kept, so a leaked table resets nobody's password. A link
 * works for an hour and once: its use marks it (`used_at`, under the row's lock, so of two uses at once one
 * wins) and deletes every link of the account; expired ones go in the maintenance round.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId), index('password_resets_expires_idx').on(t.expiresAt)],
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
 * Buyers' reviews of wines: one per customer and wine (the unique index settles two at once). The wine's
 * rating and count are computed from the rows shown (`hidden_at` null), never kept beside them, so no
 * two reviews written at once can leave them wrong. `author` is the name the shop shows (first name and
 * initial), taken when the review is written: the review's words stay signed as they were.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title'),
    body: text('body').notNull(),
    author: text('author').notNull(),
    // Set by staff moderation: the shop shows the review no more, and the wine's rating leaves it out.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_one_per_customer_idx').on(t.productId, t.userId),
    // A wine's page of reviews in either order, and its rating, read from the shown rows alone.
    index('reviews_shown_newest_idx').on(t.productId, t.id).where(sql`${t.hiddenAt} is null`),
    index('reviews_shown_helpful_idx').on(t.productId, sql`least(char_length(${t.body}), 500)`, t.id).where(sql`${t.hiddenAt} is null`),
    index('reviews_user_idx').on(t.userId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('reviews_body_bounded', sql`char_length(${t.body}) between 1 and 2000`),
  ],
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
    // Deleting an order sets its movements' order_id to null; without this index each deleted order
    // scanned the whole ledger, so the demo reset grew with the square of the orders ever placed.
    index('stock_movements_order_idx').on(t.orderId),
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

/**
 * The mail the shop sends (an `OutboxMail`), written in the transaction of its cause (an order, a status change, a reset,
 * a sign-up) so that a mail goes exactly when its cause happened. The sender (mail/sender.ts) claims a due
 * one by moving its `next_attempt_at` past now (a lease: one that dies mid-send is retried when it ends),
 * delivers it over SMTP, and marks it sent, or due again later, or failed for good with the reason.
 * Without an SMTP server the mail stays here, pending, for staff to read.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    mail: jsonb('mail').$type<OutboxMail>().notNull(),
    state: text('state', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_state_known', sql`${t.state} in ('pending', 'sent', 'failed')`),
    // The sender's one question: which pending mail is due, oldest first.
    index('outbox_due_idx').on(t.nextAttemptAt, t.id).where(sql`${t.state} = 'pending'`),
    index('outbox_created_idx').on(t.createdAt),
  ],
);
