import { join } from 'node:path';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/tokens';
import type { CatalogueWrites } from '../catalogue/writes';
import type { Database, Queryable } from '../db/client';
import { isUniqueViolation, violatedConstraint } from '../db/errors';
import { categories, products } from '../db/schema';
import { compileFormSchema, type Handlers, type OpenApiDocument } from '../http/contract';
import { isFile } from '../http/images';
import { readContractForm, type FormShape } from '../http/multipart-form';
import { toWineImage, wineImageName } from '../images/files';
import { dropReplacedImage, forgetUploadedImage, storeUploadedImage } from '../images/store';
import { fieldProblem, HttpProblem, nothingToChange } from '../http/problem';
import { recordAudit } from '../staff/audit';
import { CATEGORY_TEXTS, mergedTranslations, sideBySide } from '../catalogue/content';

type CategoryRow = typeof categories.$inferSelect;

/** A new category's picture until one is chosen: the shop's generic red. */
const DEFAULT_CATEGORY_IMAGE = 'category-red.webp';
/** The original admin dashboard's category form: a name and a picture file. */
const CATEGORY_FORM: FormShape<'img'> = { files: ['img'], fields: ['name', 'translations'], form: 'category', fileLabel: 'picture', emptyIsLeftOut: true, jsonFields: ['translations'] };

/** A category's write: what changes, and the picture sent with it (re-encoded as a wine's is). */
interface CategoryInput {
  name?: string;
  img?: string;
  picture: { name: string; image: Buffer } | null;
  /** The names in other languages sent, as the contract checked them (CategoryTranslationsUpdate). */
  translations?: unknown;
}
/** The unique index of the categories' Spanish names (schema.ts). */
const SPANISH_NAME_INDEX = 'categories_es_name_any_case_idx';

/** A name another category has, whatever its capitals: the message names the one that exists. */
async function nameTaken(db: Queryable, name: string): Promise<HttpProblem> {
  const [existing] = await db.select({ name: categories.name }).from(categories).where(sql`lower(${categories.name}) = lower(${name})`);
  return fieldProblem(409, 'name', 'taken', 'categoryNameTaken', { name: existing?.name ?? name });
}

function categoryId(request: FastifyRequest): number {
  return (request.params as { id: number }).id;
}

async function winesIn(db: Queryable, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(eq(products.categoryId, id));
  return row!.n;
}

/** A category as staff see it: its wines counted, its names in every language side by side. */
function asStaffSee({ translations, ...inEnglish }: CategoryRow, wines: number) {
  return { ...inEnglish, wines, ...sideBySide(translations, CATEGORY_TEXTS) };
}

async function staffCategory(db: Queryable, row: CategoryRow | undefined) {
  if (!row) throw new HttpProblem(404, 'categoryNotFound');
  return asStaffSee(row, await winesIn(db, row.id));
}

export function categoryHandlers(db: Database, writes: CatalogueWrites, artwork: string, contract: OpenApiDocument): Handlers {
  const validateNewForm = compileFormSchema(contract, 'NewCategoryForm');
  const validateUpdateForm = compileFormSchema(contract, 'CategoryUpdateForm');
  /** Categories show artwork only (no uploads), so a picture named must be one of its files. */
  async function checkImage(img: string | undefined): Promise<void> {
    if (img === undefined || (await isFile(join(artwork, img)))) return;
    throw fieldProblem(400, 'img', 'notFound', 'artworkNotFound', { name: img });
  }
  /** The JSON's name and artwork, or the original dashboard's form with an uploaded picture. */
  async function categoryInput(request: FastifyRequest, creating: boolean): Promise<CategoryInput> {
    if (!request.isMultipart()) {
      const body = request.body as { name?: string; img?: string; translations?: unknown };
      await checkImage(body.img);
      return { ...(body.name !== undefined ? { name: body.name.trim() } : {}), ...(body.img !== undefined ? { img: body.img } : {}), picture: null, translations: body.translations };
    }
    const { values, files } = await readContractForm(request, creating ? validateNewForm : validateUpdateForm, CATEGORY_FORM);
    const name = typeof values.name === 'string' ? values.name.trim() : undefined;
    const image = files.img ? await toWineImage(files.img) : null;
    const picture = image ? { name: wineImageName(image), image } : null;
    return { ...(name !== undefined ? { name } : {}), ...(picture ? { img: picture.name } : {}), picture, translations: values.translations };
  }
  const refuseTakenName = (name: string | undefined) => async (error: unknown): Promise<never> => {
    if (isUniqueViolation(error) && violatedConstraint(error) === SPANISH_NAME_INDEX) {
      throw fieldProblem(409, 'translations.es-UY.name', 'taken', 'categorySpanishNameTaken');
    }
    throw name !== undefined && isUniqueViolation(error) ? await nameTaken(db, name) : error;
  };

  return {
    async createCategory(request, reply) {
      const staff = currentUser(request);
      const input = await categoryInput(request, true);
      const name = input.name!;
      const row = await writes
        .write(
          async (tx) => {
            if (input.picture) await storeUploadedImage(tx, input.picture.name, input.picture.image);
            const [created] = await tx
              .insert(categories)
              .values({ name, img: input.img ?? DEFAULT_CATEGORY_IMAGE, translations: mergedTranslations({}, input.translations, CATEGORY_TEXTS) })
              .returning();
            await recordAudit(tx, { staffId: staff.id, action: 'category.create', entity: 'category', entityId: created!.id, before: null, after: created });
            return { value: created, changes: [{ category: created!.id, renamed: false }] };
          },
          { tokenId: staff.tokenId },
        )
        .catch(refuseTakenName(name));
      return reply.code(201).send(await staffCategory(db, row));
    },

    async listStaffCategories() {
      const rows = await db
        .select({ category: categories, wines: count(products.id) })
        .from(categories)
        .leftJoin(products, eq(products.categoryId, categories.id))
        .groupBy(categories.id)
        .orderBy(asc(categories.id));
      return rows.map(({ category, wines }) => asStaffSee(category, wines));
    },

    async getCategory(request) {
      const [row] = await db.select().from(categories).where(eq(categories.id, categoryId(request)));
      return staffCategory(db, row);
    },

    async updateCategory(request) {
      const staff = currentUser(request);
      const id = categoryId(request);
      const { picture, translations, ...named } = await categoryInput(request, false);
      if (Object.keys(named).length === 0 && translations === undefined) throw nothingToChange(['name', 'img', 'translations']);
      const { row, replaced } = await writes
        .write(
          async (tx) => {
            const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
            if (!before) throw new HttpProblem(404, 'categoryNotFound');
            // Merged under the row's lock, so two staff writing different languages keep both.
            const changes = translations === undefined ? named : { ...named, translations: mergedTranslations(before.translations, translations, CATEGORY_TEXTS) };
            if (picture) await storeUploadedImage(tx, picture.name, picture.image);
            const [after] = await tx.update(categories).set(changes).where(eq(categories.id, id)).returning();
            const replaced = picture ? await dropReplacedImage(tx, before.img, picture.name) : null;
            // Each wine's search document holds its category's names: the update's own trigger
            // (categories_reindex_products, migration 0013) writes them anew in one pass.
            await recordAudit(tx, { staffId: staff.id, action: 'category.update', entity: 'category', entityId: id, before, after });
            return { value: { row: after, replaced }, changes: [{ category: id, renamed: changes.name !== undefined || translations !== undefined }] };
          },
          { tokenId: staff.tokenId },
        )
        .catch(refuseTakenName(named.name));
      if (replaced) forgetUploadedImage(db, replaced);
      return staffCategory(db, row);
    },

    async deleteCategory(request, reply) {
      const staff = currentUser(request);
      const id = categoryId(request);
      await writes.write(
        async (tx) => {
          const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
          if (!before) throw new HttpProblem(404, 'categoryNotFound');
          // FOR UPDATE conflicts with the key-share lock that adding or moving a wine takes on its
          // category, so no wine can join it between this count and the delete.
          const wines = await winesIn(tx, id);
          if (wines > 0) throw inUse(before.name, wines);
          await tx.delete(categories).where(eq(categories.id, id));
          await recordAudit(tx, { staffId: staff.id, action: 'category.delete', entity: 'category', entityId: id, before, after: null });
          return { value: undefined, changes: [{ category: id, renamed: false }] };
        },
        { tokenId: staff.tokenId },
      );
      return reply.code(204).send();
    },
  };
}

function inUse(name: string, wines: number): HttpProblem {
  return new HttpProblem(409, 'categoryInUse', { name, wines });
}
