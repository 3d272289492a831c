import { join } from 'node:path';
import type { StockAdjustment } from '@cellar/api-client';
import { NewProductFormFields, ProductUpdateFields } from '@cellar/api-client/contract';
import { MAX_STOCK } from '@cellar/domain';
import { DEFAULT_LOCALE, type Locale } from '@cellar/i18n';
import { and, count, eq, isNotNull, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/tokens';
import { dropReplacedImage, forgetUploadedImage, storeUploadedImage } from '../images/store';
import { toWineImage, wineImageName } from '../images/files';
import type { Database, Queryable } from '../db/client';
import { isForeignKeyViolation } from '../db/errors';
import { storedImages, categories, products, stockMovements, users } from '../db/schema';
import { compileFormSchema, type Handlers, type OpenApiDocument } from '../http/contract';
import { isFile } from '../http/images';
import { readContractForm, readMultipartForm, type FormShape } from '../http/multipart-form';
import { fieldProblem, HttpProblem, nothingToChange } from '../http/problem';
import { recordAudit } from '../staff/audit';
import { keysetPage, textMatches, type Ordering } from '../staff/pages';
import type { CatalogueWrites } from '../catalogue/writes';
import type { WineField } from '../catalogue/cached-reads';
import { CATEGORY_TEXTS, inLocale, mergedTranslations, sideBySide, WINE_TEXTS } from '../catalogue/content';
import { allOf, factConditions, factIds, producerConditions, type CatalogueFilters } from '../catalogue/filters';
import { answerLocale } from '../http/locale';
import { regionColumn, wineFacts, writeGrapes, type NamedFacts, type WineFacts } from '../catalogue/facts';

type ProductRow = typeof products.$inferSelect;

/** The facts a write names by text, kept in tables of their own (grapes, regions): see catalogue/facts.ts. */
const NAMED_FACTS = ['grapes', 'region', 'country'] as const;
type NamedFact = (typeof NAMED_FACTS)[number];
const isNamedFact = (name: string): name is NamedFact => (NAMED_FACTS as readonly string[]).includes(name);

/**
 * The fields staff may write about a wine (the contract's ProductUpdate); nothing else of a request
 * reaches the products table. Its translations are merged into the wine's own (see `mergedTranslations`),
 * and its grapes and region are rows of their own.
 */
const WINE_FIELDS = ProductUpdateFields.filter((name) => name !== 'translations' && !isNamedFact(name));
type WineFields = Partial<Pick<ProductRow, Exclude<(typeof ProductUpdateFields)[number], 'translations' | NamedFact>>>;

/** What a new wine shows until its pictures are uploaded (artwork in apps/api/images). */
const PLACEHOLDER = { img: 'wine-placeholder.webp', featuredImg: 'wine-placeholder-featured.webp' };

/** The pictures a wine shows, each a slot a picture is uploaded to. */
const PICTURE_SLOTS = ['img', 'featuredImg'] as const;
type PictureSlot = (typeof PICTURE_SLOTS)[number];

/**
 * The original admin dashboard's wine form: its texts (`category` for `categoryId`), and its pictures as
 * files. A description may be 2,000 characters of up to 4 bytes each.
 */
const WINE_FORM: FormShape<PictureSlot> = {
  files: PICTURE_SLOTS,
  fields: NewProductFormFields.filter((name) => !(PICTURE_SLOTS as readonly string[]).includes(name)),
  form: 'wine',
  fileLabel: 'picture',
  // The translations part holds a title, a slogan and a description as JSON.
  fieldBytes: 24_000,
  emptyIsLeftOut: true,
  jsonFields: ['translations', 'grapes'],
};

/** A wine's write: its fields, and the pictures sent with it (re-encoded, named by their digest). */
interface WineInput {
  fields: WineFields;
  pictures: { slot: PictureSlot; name: string; image: Buffer }[];
  /** What the request calls the category: `categoryId` in JSON, `category` in the original dashboard's form. */
  categoryField: 'categoryId' | 'category';
  /** The texts in other languages sent, as the contract checked them (WineTranslationsUpdate). */
  translations?: unknown;
  /** The grapes and region sent, as the contract checked them. */
  facts: NamedFacts;
}


function wineId(request: FastifyRequest): number {
  return (request.params as { id: number }).id;
}

/** Picks the grapes and region a write names. */
function namedFacts(body: Record<string, unknown>): NamedFacts {
  const facts: Record<string, unknown> = {};
  for (const name of NAMED_FACTS) if (body[name] !== undefined) facts[name] = body[name];
  return facts as NamedFacts;
}

/** Picks the wine fields by name and tidies the texts. */
function wineFields(body: Record<string, unknown>): WineFields {
  const fields: Record<string, unknown> = {};
  for (const name of WINE_FIELDS) {
    const value = body[name];
    if (value !== undefined) fields[name] = typeof value === 'string' ? value.trim() : value;
  }
  return fields as WineFields;
}

type InventoryRow = { product: ProductRow; category: typeof categories.$inferSelect };

/**
 * A wine as staff see it: the shop's Product with its facts, whether it is featured, and when it was
 * withdrawn; its texts in English with every language's beside them, its category named in the staff's language.
 */
function inventoryProductOf({ product, category }: InventoryRow, facts: WineFacts, locale: Locale) {
  const { deletedAt, categoryId: _categoryId, regionId: _regionId, grapeIds: _grapeIds, translations, ...rest } = product;
  const { translations: categoryTranslations, ...categoryInEnglish } = category;
  const named = inLocale(categoryInEnglish, categoryTranslations, CATEGORY_TEXTS, locale);
  return { ...rest, ...facts, category: named, withdrawnAt: deletedAt?.toISOString() ?? null, ...sideBySide(translations, WINE_TEXTS) };
}

/** Wines as staff see them, their facts read in one statement. */
async function inventoryProductsOf(db: Queryable, rows: InventoryRow[], locale: Locale) {
  const facts = await wineFacts(
    db,
    rows.map((row) => row.product.id),
  );
  return rows.map((row) => inventoryProductOf(row, facts.get(row.product.id)!, locale));
}

async function inventoryProduct(db: Queryable, id: number, locale: Locale) {
  const [row] = await db
    .select({ product: products, category: categories })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  if (!row) throw new HttpProblem(404, 'wineNotFound');
  const [wine] = await inventoryProductsOf(db, [row], locale);
  return wine!;
}

/** The wine whose row this transaction now holds locked (as checkout's update would), or a 404. */
async function lockedWine(tx: Queryable, id: number): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw new HttpProblem(404, 'wineNotFound');
  return row;
}

/** A write naming a category that does not exist is refused at the field the request named it by. */
const onFailure =
  ({ categoryField }: WineInput) =>
  (error: unknown): never => {
    throw isForeignKeyViolation(error) ? fieldProblem(400, categoryField, 'notFound', 'categoryNotFound') : error;
  };

type FactFilter = 'grape' | 'region' | 'vintage' | 'producer';

/**
 * The catalogue's fact filters over the staff's list, withdrawn wines included: the catalogue's own
 * conditions, written over `products p`, in a subquery the list's query builder can take.
 */
async function factsMatch(db: Queryable, filters: Pick<CatalogueFilters, FactFilter>): Promise<SQL | undefined> {
  const conditions = [...producerConditions(filters), ...factConditions(filters, await factIds(db, filters))];
  return conditions.length > 0 ? sql`${products.id} IN (SELECT p.id FROM products p WHERE ${allOf(conditions)})` : undefined;
}

/** The name as the list sorts it (accent- and case-blind), read with each row so the cursor holds the database's own value. */
const foldedName = sql<string>`catalogue_fold(${products.name})`;

const INVENTORY_SORTS: Record<string, Ordering<{ product: ProductRow; foldedName: string }>> = {
  name: { key: foldedName, keyKind: 'text', id: products.id, descending: false, keyOf: (row) => row.foldedName, idOf: (row) => row.product.id },
  stock: { key: products.stock, keyKind: 'int4', id: products.id, descending: false, keyOf: (row) => row.product.stock, idOf: (row) => row.product.id },
  price: { key: products.unitPrice, keyKind: 'int4', id: products.id, descending: false, keyOf: (row) => row.product.unitPrice, idOf: (row) => row.product.id },
  newest: { key: products.id, keyKind: 'int4', id: products.id, descending: true, keyOf: (row) => row.product.id, idOf: (row) => row.product.id },
};

export function wineHandlers(db: Database, writes: CatalogueWrites, artwork: string, contract: OpenApiDocument): Handlers {
  const validateNewForm = compileFormSchema(contract, 'NewProductForm');
  const validateUpdateForm = compileFormSchema(contract, 'ProductUpdateForm');

  /**
   * A wine's fields from JSON, or from the original dashboard's form: `category` read as `categoryId`, a
   * new wine's `title` its name when left out, and its pictures re-encoded as an upload is. Either way only
   * WINE_FIELDS are kept, and a picture named rather than sent must be one the shop serves.
   */
  async function wineInput(request: FastifyRequest, creating: boolean): Promise<WineInput> {
    if (!request.isMultipart()) {
      const body = request.body as Record<string, unknown>;
      const fields = wineFields(body);
      await checkImages(fields);
      return { fields, pictures: [], categoryField: 'categoryId', translations: body.translations, facts: namedFacts(body) };
    }
    const { values, files } = await readContractForm(request, creating ? validateNewForm : validateUpdateForm, WINE_FORM);
    const { category, ...rest } = values;
    const fields = wineFields({ ...(creating ? { title: values.name } : {}), ...rest, categoryId: category });
    const pictures: WineInput['pictures'] = [];
    for (const slot of PICTURE_SLOTS) {
      const file = files[slot];
      if (!file) continue;
      const image = await toWineImage(file);
      const name = wineImageName(image);
      pictures.push({ slot, name, image });
      fields[slot] = name;
    }
    return { fields, pictures, categoryField: 'category', translations: values.translations, facts: namedFacts(values) };
  }

  /** A picture named in a body must be one the shop serves: artwork, or a wine picture uploaded before. */
  async function checkImages(fields: WineFields): Promise<void> {
    for (const field of ['img', 'featuredImg'] as const) {
      const name = fields[field];
      if (name === undefined) continue;
      const uploaded = name.startsWith('wine-upload-') && (await db.select({ name: storedImages.name }).from(storedImages).where(eq(storedImages.name, name))).length > 0;
      if (!uploaded && !(await isFile(join(artwork, name)))) {
        throw fieldProblem(400, field, 'notFound', 'wineImageNotFound', { name });
      }
    }
  }

  return {
    async createProduct(request, reply) {
      const staff = currentUser(request);
      const input = await wineInput(request, true);
      const { pictures } = input;
      const fields = { ...input.fields, translations: mergedTranslations({}, input.translations, WINE_TEXTS) };
      const id = await writes
        .write(
          async (tx) => {
            for (const picture of pictures) await storeUploadedImage(tx, picture.name, picture.image);
            const region = await regionColumn(tx, input.facts);
            // The opening stock movement is written by the database (products_opening_stock), like the seed's.
            const [row] = await tx
              .insert(products)
              .values({ ...PLACEHOLDER, ...(fields as Required<WineFields>), ...region, featured: fields.featured ?? false })
              .returning();
            await writeGrapes(tx, row!.id, input.facts.grapes);
            await recordAudit(tx, { staffId: staff.id, action: 'product.create', entity: 'product', entityId: row!.id, before: null, after: { ...row, grapes: input.facts.grapes ?? [] } });
            return { value: row!.id, changes: [{ wine: row!.id, fields: Object.keys(row!) as WineField[] }] };
          },
          { tokenId: staff.tokenId },
        )
        .catch(onFailure(input));
      return reply.code(201).send(await inventoryProduct(db, id, answerLocale(request, reply)));
    },

    async updateProduct(request, reply) {
      const staff = currentUser(request);
      const id = wineId(request);
      const input = await wineInput(request, false);
      const { pictures } = input;
      if (Object.keys(input.fields).length === 0 && Object.keys(input.facts).length === 0 && input.translations === undefined) throw nothingToChange(ProductUpdateFields);
      const replaced = await writes
        .write(
          async (tx) => {
            const before = await lockedWine(tx, id);
            // Merged under the row's lock, so two staff writing different languages keep both.
            const texts = input.translations === undefined ? input.fields : { ...input.fields, translations: mergedTranslations(before.translations, input.translations, WINE_TEXTS) };
            const fields = { ...texts, ...(await regionColumn(tx, input.facts)) };
            for (const picture of pictures) await storeUploadedImage(tx, picture.name, picture.image);
            // A write of grapes alone still sets no column: the update then only returns the row it locked.
            const [after] = Object.keys(fields).length > 0 ? await tx.update(products).set(fields).where(eq(products.id, id)).returning() : [before];
            await writeGrapes(tx, id, input.facts.grapes);
            // The pictures a form replaced go in the same commit, if nothing else names them.
            const dropped: string[] = [];
            for (const { slot } of pictures) {
              const previous = await dropReplacedImage(tx, before[slot], after![slot]);
              if (previous) dropped.push(previous);
            }
            // A stock typed in is a count: recorded as the difference from the stock found under the lock.
            const change = after!.stock - before.stock;
            if (change !== 0) await tx.insert(stockMovements).values({ productId: id, change, reason: 'count correction', staffId: staff.id, note: 'Edited with the wine' });
            const grapesAudit = input.facts.grapes === undefined ? {} : { grapes: input.facts.grapes };
            await recordAudit(tx, { staffId: staff.id, action: 'product.update', entity: 'product', entityId: id, before, after: { ...after, ...grapesAudit } });
            return { value: dropped, changes: [{ wine: id, fields: Object.keys(fields) as WineField[] }] };
          },
          { tokenId: staff.tokenId },
        )
        .catch(onFailure(input));
      for (const name of replaced) forgetUploadedImage(db, name);
      return inventoryProduct(db, id, answerLocale(request, reply));
    },

    async deleteProduct(request, reply) {
      const staff = currentUser(request);
      const id = wineId(request);
      const withdrawn = await writes.write(
        async (tx) => {
          const [after] = await tx
            .update(products)
            .set({ deletedAt: new Date() })
            .where(and(isNull(products.deletedAt), eq(products.id, id)))
            .returning();
          if (after) await recordAudit(tx, { staffId: staff.id, action: 'product.withdraw', entity: 'product', entityId: id, before: { ...after, deletedAt: null }, after });
          return { value: Boolean(after), changes: after ? [{ wine: id, fields: ['deletedAt'] }] : [] };
        },
        { tokenId: staff.tokenId },
      );
      if (!withdrawn) throw new HttpProblem(404, 'wineUnavailable');
      return reply.code(204).send();
    },

    async restoreProduct(request, reply) {
      const staff = currentUser(request);
      const id = wineId(request);
      await writes.write(
        async (tx) => {
          const before = await lockedWine(tx, id);
          if (!before.deletedAt) return { value: undefined, changes: [] };
          const [after] = await tx.update(products).set({ deletedAt: null }).where(eq(products.id, id)).returning();
          await recordAudit(tx, { staffId: staff.id, action: 'product.restore', entity: 'product', entityId: id, before, after });
          return { value: undefined, changes: [{ wine: id, fields: ['deletedAt'] }] };
        },
        { tokenId: staff.tokenId },
      );
      return inventoryProduct(db, id, answerLocale(request, reply));
    },

    async uploadProductImage(request, reply) {
      const staff = currentUser(request);
      const id = wineId(request);
      const slot = (request.query as { slot: PictureSlot }).slot;
      const { files } = await readMultipartForm(request, { files: ['image'], fields: [], form: 'winePicture', fileLabel: 'picture' });
      const file = files.image;
      if (!file) throw fieldProblem(400, 'image', 'required', 'pictureRequired');
      const image = await toWineImage(file);
      const name = wineImageName(image);
      // The picture and the wine naming it commit together; the picture it replaces goes in the same commit if nothing else names it.
      const replaced = await writes.write(
        async (tx) => {
          const before = await lockedWine(tx, id);
          await storeUploadedImage(tx, name, image);
          const [after] = await tx.update(products).set({ [slot]: name }).where(eq(products.id, id)).returning();
          const previous = await dropReplacedImage(tx, before[slot], name);
          await recordAudit(tx, { staffId: staff.id, action: 'product.image', entity: 'product', entityId: id, before, after });
          return { value: previous, changes: [{ wine: id, fields: [slot] }] };
        },
        { tokenId: staff.tokenId },
      );
      if (replaced) forgetUploadedImage(db, replaced);
      return inventoryProduct(db, id, answerLocale(request, reply));
    },

    async listInventory(request, reply) {
      const locale = answerLocale(request, reply);
      type Query = { q?: string; status: 'on-sale' | 'withdrawn' | 'all'; category?: number; stockBelow?: number; sort: string; limit: number; cursor?: string };
      const query = request.query as Query & Pick<CatalogueFilters, FactFilter>;
      const filters = and(
        query.status === 'on-sale' ? isNull(products.deletedAt) : query.status === 'withdrawn' ? isNotNull(products.deletedAt) : undefined,
        query.category === undefined ? undefined : eq(products.categoryId, query.category),
        query.stockBelow === undefined ? undefined : lt(products.stock, query.stockBelow),
        textMatches(query.q, [products.name]),
        await factsMatch(db, query),
      );
      const rows = await keysetPage(
        request,
        reply,
        query,
        INVENTORY_SORTS[query.sort]!,
        filters,
        (where, orderBy, limit) =>
          db
            .select({ product: products, category: categories, foldedName })
            .from(products)
            .innerJoin(categories, eq(categories.id, products.categoryId))
            .where(where)
            .orderBy(...orderBy)
            .limit(limit),
        async (where) => (await db.select({ n: count() }).from(products).where(where))[0]!.n,
      );
      return inventoryProductsOf(db, rows, locale);
    },

    async getInventoryProduct(request, reply) {
      return inventoryProduct(db, wineId(request), answerLocale(request, reply));
    },

    async listStockMovements(request, reply) {
      const id = wineId(request);
      await inventoryProduct(db, id, DEFAULT_LOCALE);
      const query = request.query as { limit: number; cursor?: string };
      const ordering: Ordering<{ id: number }> = { key: stockMovements.id, keyKind: 'int4', id: stockMovements.id, descending: true, keyOf: (row) => row.id, idOf: (row) => row.id };
      const rows = await keysetPage(
        request,
        reply,
        { ...query, sort: 'newest' },
        ordering,
        eq(stockMovements.productId, id),
        (where, orderBy, limit) => movementsWhere(db, where, orderBy, limit),
        async (where) => (await db.select({ n: count() }).from(stockMovements).where(where))[0]!.n,
      );
      return rows;
    },

    async adjustStock(request, reply) {
      const staff = currentUser(request);
      const id = wineId(request);
      const { reason, change, note } = request.body as StockAdjustment;
      const wrongSign = change === 0 ? 'stockChangeZero' : reason === 'restock' && change < 0 ? 'restockNegative' : reason === 'breakage' && change > 0 ? 'breakagePositive' : null;
      if (wrongSign) throw fieldProblem(400, 'change', 'invalid', wrongSign);
      // Only the bound the change moves towards is checked: bottles a rejected order put back may have taken a
      // wine past MAX_STOCK, and some can still be taken away. The bound is moved, not the column: no sum can overflow.
      const withinBounds = change > 0 ? sql`${products.stock} <= ${MAX_STOCK - change}` : sql`${products.stock} >= ${-change}`;
      const outcome = await writes.write(
        async (tx) => {
          // The same row lock checkout's update takes: a sale committing meanwhile is waited for, then counted.
          const [row] = await tx
            .update(products)
            .set({ stock: sql`${products.stock} + ${change}` })
            .where(and(eq(products.id, id), withinBounds))
            .returning({ stock: products.stock });
          if (!row) {
            const [wine] = await tx.select({ name: products.name, stock: products.stock }).from(products).where(eq(products.id, id));
            if (!wine) throw new HttpProblem(404, 'wineNotFound');
            if (change > 0) {
              throw new HttpProblem(409, 'stockOverMax', { name: wine.name, stock: wine.stock, change, max: MAX_STOCK });
            }
            throw new HttpProblem(409, 'stockBelowZero', { name: wine.name, stock: wine.stock, take: -change });
          }
          const [movement] = await tx
            .insert(stockMovements)
            .values({ productId: id, change, reason, staffId: staff.id, note: note?.trim() || null })
            .returning({ id: stockMovements.id });
          const before = { stock: row.stock - change };
          await recordAudit(tx, { staffId: staff.id, action: 'stock.adjust', entity: 'product', entityId: id, before, after: { stock: row.stock, reason, change, note: note ?? null } });
          return { value: { movementId: movement!.id, stock: row.stock }, changes: [{ stock: [{ id, from: before.stock, to: row.stock }] }] };
        },
        { tokenId: staff.tokenId },
      );
      const [movement] = await movementsWhere(db, eq(stockMovements.id, outcome.movementId), [], 1);
      return reply.code(201).send({ movement, stock: outcome.stock });
    },
  };
}

/** Movements as the contract's StockMovement, with the member of staff who made each. */
async function movementsWhere(db: Queryable, where: SQL | undefined, orderBy: SQL[], limit: number) {
  const rows = await db
    .select({
      id: stockMovements.id,
      productId: stockMovements.productId,
      change: stockMovements.change,
      reason: stockMovements.reason,
      orderId: stockMovements.orderId,
      staff: sql<{ id: number; firstname: string; lastname: string; email: string } | null>`case when ${users.id} is null then null else json_build_object('id', ${users.id}, 'firstname', ${users.firstname}, 'lastname', ${users.lastname}, 'email', ${users.email}) end`,
      note: stockMovements.note,
      createdAt: stockMovements.createdAt,
    })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.staffId))
    .where(where)
    .orderBy(...orderBy)
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
