import type { components, InventoryProduct, NewProduct, ProductUpdate } from '@cellar/api-client';
import {
  AbvBounds,
  blendTotal,
  GrapeNameBounds,
  GrapePercentBounds,
  MAX_STOCK,
  NewProductBounds,
  parseLocaleNumber,
  PlaceNameBounds,
  ProducerNameBounds,
  VintageYearBounds,
  WHOLE_BLEND,
} from '@cellar/domain';
import type { Phrase, Said } from '../types';

type Schemas = components['schemas'];

/** A language the wine's texts are written in besides English (whose texts are the wine's own fields). */
export type TranslatedLocale = Schemas['TranslatedLocale'];

/** The texts written in each language; a wine's name is a name, the same in all. */
export type WineText = Schemas['WineTextField'];

/**
 * What the API takes: NewProduct when creating, the changed fields of ProductUpdate when editing, the
 * texts in the other languages in `translations`. The pictures are not among them: they are uploaded
 * apart, once the wine is saved.
 */
export type WineFields = Omit<ProductUpdate, 'img' | 'featuredImg'>;

/** The wine's facts: who made it, of what grapes, where, when, how strong and how much. */
type WineFactField = keyof Schemas['WineFacts'];

type Editable = Required<Omit<WineFields, 'translations' | WineFactField>>;

/** The bottle sizes the contract knows (750 ml unless chosen). */
export type VolumeMl = Schemas['VolumeMl'];

/** One grape of the blend as typed: its name, and its share in percent (empty while not known). */
export interface GrapeRow {
  name: string;
  percent: string;
}

/**
 * The facts as staff fill them: text as typed (numbers as they write them, `13,5` in Spanish), empty for
 * what is not known (no year: a non-vintage wine); the grapes in the blend's order; the bottle a size.
 */
export interface WineFactsForm {
  producer: string;
  grapes: GrapeRow[];
  region: string;
  country: string;
  vintage: string;
  abv: string;
  volumeMl: VolumeMl;
}

/** The texts of each other language as typed; an empty one is not written yet (the shop shows the English). */
export type WineTranslationsForm = Record<TranslatedLocale, Record<WineText, string>>;

/**
 * The wine form as staff fill it, one entry per field of the contract: numbers as text as typed, so a
 * half-typed price can be shown and checked, and no category until one is chosen. `stock` is only asked
 * when a wine is created; later changes go through stock adjustments.
 */
export type WineForm = { [Field in keyof Editable]: Field extends 'categoryId' ? number | null : Editable[Field] extends number ? string : Editable[Field] } & WineFactsForm & {
    translations: WineTranslationsForm;
  };

/** A field of the wine in English (or in no language: its price, its category, its facts); the grapes are rows of their own. */
export type WineField = Exclude<keyof WineForm, 'translations' | 'grapes'>;

/** A part of a grape's row. */
export type GrapePart = keyof GrapeRow;

/** The blend as a whole (`grapes`: its shares add up to too much), or one part of a grape's row (`grapes.1.percent`), as the API names them. */
export type GrapeField = 'grapes' | `grapes.${number}.${GrapePart}`;

/** A text in another language, as its errors are kept: `es-UY.title`. */
export type TranslatedField = `${TranslatedLocale}.${WineText}`;

/** The fields typed as text (a text box each). */
export type WineTextField = { [Field in WineField]: WineForm[Field] extends string ? Field : never }[WineField];

/** Any field an error is kept under. */
export type WineErrorField = WineField | TranslatedField | GrapeField;

/**
 * What is wrong with each field, in words staff can act on: the catalogue's `admin` area, or a refusal by
 * its code (the blend's, which the server words the same way, and what the server refused on a save).
 */
export type WineFormErrors = Partial<Record<WineErrorField, Said>>;

/** A wine as the API answers it (`InventoryProduct`), as far as the form shows it, its category by id. */
export type WineRecord = Pick<InventoryProduct, 'id' | 'name' | 'title' | 'slogan' | 'description' | 'unitPrice' | 'stock' | 'featured' | 'translations' | WineFactField> &
  Pick<NewProduct, 'categoryId'>;

const WINE_TEXTS: readonly WineText[] = ['title', 'slogan', 'description'];

export const EMPTY_WINE_FORM: WineForm = {
  name: '',
  title: '',
  slogan: '',
  description: '',
  unitPrice: '',
  stock: '0',
  categoryId: null,
  featured: false,
  producer: '',
  grapes: [],
  region: '',
  country: '',
  vintage: '',
  abv: '',
  volumeMl: 750,
  translations: { 'es-UY': { title: '', slogan: '', description: '' } },
};

/** A grape's row before staff name it. */
export const EMPTY_GRAPE: GrapeRow = { name: '', percent: '' };

// The contract's bounds, so the form refuses what the server would.
const LIMITS: Record<'name' | WineText, number> = {
  name: NewProductBounds.name.maxLength,
  title: NewProductBounds.title.maxLength,
  slogan: NewProductBounds.slogan.maxLength,
  description: NewProductBounds.description.maxLength,
};
const MIN_PRICE = NewProductBounds.unitPrice.minimum;
const MAX_PRICE = NewProductBounds.unitPrice.maximum;

/** The facts named by text, none of which must be written, each held to its contract length. */
const FACT_LIMITS = { producer: ProducerNameBounds.maxLength, region: PlaceNameBounds.maxLength, country: PlaceNameBounds.maxLength } as const;
type FactText = keyof typeof FACT_LIMITS;
const FACT_TEXTS = Object.keys(FACT_LIMITS) as FactText[];

/** Alcohol as a person writes it, with one decimal shown: `13.5` or `13,5`. */
const abvFormat = (locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1, useGrouping: false });

const localesOf = (translations: WineTranslationsForm) => Object.keys(translations) as TranslatedLocale[];

/** The form of a saved wine, its numbers written as staff of `locale` write them. */
export function formOf(wine: WineRecord, locale = 'en'): WineForm {
  const translations = Object.fromEntries(
    Object.entries(wine.translations).map(([locale, texts]) => [locale, { title: texts.title ?? '', slogan: texts.slogan ?? '', description: texts.description ?? '' }]),
  ) as WineTranslationsForm;
  return {
    name: wine.name,
    title: wine.title,
    slogan: wine.slogan,
    description: wine.description,
    unitPrice: String(wine.unitPrice),
    stock: String(wine.stock),
    categoryId: wine.categoryId,
    featured: wine.featured,
    producer: wine.producer ?? '',
    grapes: wine.grapes.map(({ name, percent }) => ({ name, percent: percent === null ? '' : String(percent) })),
    region: wine.region ?? '',
    country: wine.country ?? '',
    vintage: wine.vintage === null ? '' : String(wine.vintage),
    abv: wine.abv === null ? '' : abvFormat(locale).format(wine.abv),
    volumeMl: wine.volumeMl,
    translations,
  };
}

/** A whole number as typed in `locale` (`1.490` in es-UY, `1,490` or `1490` in English), within bounds. */
function wholeNumber(text: string, min: number, max: number, locale: string): number | null {
  const value = parseLocaleNumber(text, locale);
  return value !== null && value >= min && value <= max ? value : null;
}

/** An optional number as typed: null when left empty, NaN when it is not one within bounds. */
function optionalNumber(text: string, { minimum, maximum }: { minimum: number; maximum: number }, locale: string, decimals = false): number | null {
  if (!text.trim()) return null;
  const value = parseLocaleNumber(text, locale, { decimals });
  return value !== null && value >= minimum && value <= maximum ? value : Number.NaN;
}

const vintageOf = (form: WineForm, locale: string) => optionalNumber(form.vintage, VintageYearBounds, locale);
const abvOf = (form: WineForm, locale: string) => optionalNumber(form.abv, AbvBounds, locale, true);
const percentOf = (grape: GrapeRow, locale: string) => optionalNumber(grape.percent, GrapePercentBounds, locale);

/** What is wrong with the facts: a text too long, a number out of bounds, a grape unnamed, a blend over the bottle. */
function factErrors(form: WineForm, locale: string): WineFormErrors {
  const errors: WineFormErrors = {};
  for (const field of FACT_TEXTS) {
    if (form[field].trim().length > FACT_LIMITS[field]) errors[field] = { key: `admin.wine.${field}TooLong`, values: { max: FACT_LIMITS[field] } };
  }
  // A country names no place alone: it is the region's.
  if (form.country.trim() && !form.region.trim()) errors.region = { key: 'admin.wine.regionMissing' };
  if (Number.isNaN(vintageOf(form, locale))) errors.vintage = { key: 'admin.wine.vintageInvalid', values: { min: String(VintageYearBounds.minimum), max: String(VintageYearBounds.maximum) } };
  if (Number.isNaN(abvOf(form, locale))) errors.abv = { key: 'admin.wine.abvInvalid', values: { min: AbvBounds.minimum, max: AbvBounds.maximum } };
  form.grapes.forEach((grape, index) => {
    const name = grape.name.trim();
    if (!name) errors[`grapes.${index}.name`] = { key: 'admin.wine.grapeMissing' };
    else if (name.length > GrapeNameBounds.maxLength) errors[`grapes.${index}.name`] = { key: 'admin.wine.grapeTooLong', values: { max: GrapeNameBounds.maxLength } };
    if (Number.isNaN(percentOf(grape, locale))) errors[`grapes.${index}.percent`] = { key: 'admin.wine.percentInvalid', values: { min: GrapePercentBounds.minimum, max: GrapePercentBounds.maximum } };
  });
  // The server's own refusal, so the blend reads the same whichever of the two says it.
  const total = blendTotal(form.grapes.map((grape) => ({ percent: percentOf(grape, locale) || null })));
  if (total > WHOLE_BLEND) errors.grapes = { refusal: { code: 'grapesOverHundred', params: { total } } };
  return errors;
}

/** A text too long, or missing where it must be written (English); another language's may wait. */
function textError(field: 'name' | WineText, value: string, required: boolean): Phrase | undefined {
  const length = value.trim().length;
  if (length === 0) return required ? { key: `admin.wine.${field}Missing` } : undefined;
  return length > LIMITS[field] ? { key: `admin.wine.${field}TooLong`, values: { max: LIMITS[field] } } : undefined;
}

/** What is wrong with each field; empty when the form can be saved. */
export function wineFormErrors(form: WineForm, creating: boolean, locale = 'en'): WineFormErrors {
  const errors: WineFormErrors = {
    name: textError('name', form.name, true),
    title: textError('title', form.title, true),
    slogan: textError('slogan', form.slogan, true),
    description: textError('description', form.description, true),
    unitPrice: wholeNumber(form.unitPrice, MIN_PRICE, MAX_PRICE, locale) === null ? { key: 'admin.wine.priceInvalid', values: { min: MIN_PRICE, max: MAX_PRICE } } : undefined,
    stock: creating && wholeNumber(form.stock, 0, MAX_STOCK, locale) === null ? { key: 'admin.wine.stockInvalid', values: { max: MAX_STOCK } } : undefined,
    categoryId: form.categoryId === null ? { key: 'admin.wine.categoryMissing' } : undefined,
    ...factErrors(form, locale),
  };
  for (const language of localesOf(form.translations)) {
    for (const text of WINE_TEXTS) errors[`${language}.${text}`] = textError(text, form.translations[language][text], false);
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as WineFormErrors;
}

/** The facts to send for a valid form: what is not written as null (the bottle always has a size). */
function factsOf(form: WineForm, locale: string): Required<Omit<Pick<WineFields, WineFactField>, 'country'>> & Pick<WineFields, 'country'> {
  const region = form.region.trim();
  const country = form.country.trim();
  return {
    producer: form.producer.trim() || null,
    grapes: form.grapes.map((grape) => ({ name: grape.name.trim(), percent: percentOf(grape, locale) })),
    region: region || null,
    // A region known to the shop keeps its country, so it is sent only when written.
    ...(region && country ? { country } : {}),
    vintage: vintageOf(form, locale),
    abv: abvOf(form, locale),
    volumeMl: form.volumeMl,
  };
}

function fieldsOf(form: WineForm, locale: string): Required<Omit<WineFields, 'translations' | WineFactField>> {
  return {
    name: form.name.trim(),
    title: form.title.trim(),
    slogan: form.slogan.trim(),
    description: form.description.trim(),
    unitPrice: parseLocaleNumber(form.unitPrice, locale) ?? Number.NaN,
    stock: parseLocaleNumber(form.stock, locale) ?? Number.NaN,
    categoryId: form.categoryId ?? 0,
    featured: form.featured,
  };
}

/**
 * The other languages' texts to send: a new wine's that are written, or an existing one's that changed
 * (an emptied one as null, which removes it). Undefined when there is none.
 */
function translationChanges(form: WineForm, saved: WineForm | null): WineFields['translations'] {
  const changes: NonNullable<WineFields['translations']> = {};
  for (const language of localesOf(form.translations)) {
    const texts: Partial<Record<WineText, string | null>> = {};
    for (const text of WINE_TEXTS) {
      const value = form.translations[language][text].trim();
      const before = saved?.translations[language][text].trim() ?? '';
      if (value !== before) texts[text] = value || null;
    }
    if (Object.keys(texts).length > 0) changes[language] = texts;
  }
  return Object.keys(changes).length > 0 ? changes : undefined;
}

/**
 * The body to send for a valid form: every field of a new wine, or only what changed since the last
 * save of an existing one (stock is never among them: it moves by adjustments, which record why).
 */
export function wineChanges(form: WineForm, saved: WineForm | null, locale = 'en'): WineFields {
  const next = { ...fieldsOf(form, locale), ...factsOf(form, locale) };
  const translations = translationChanges(form, saved);
  const withTranslations = (fields: WineFields): WineFields => (translations ? { ...fields, translations } : fields);
  if (!saved) return withTranslations(next);
  const before: Record<string, unknown> = { ...fieldsOf(saved, locale), ...factsOf(saved, locale) };
  const { stock: _stock, ...editable } = next;
  // The grapes are a list, compared whole: a share changed, a grape added or moved, is the blend sent again.
  const changed = Object.entries(editable).filter(([field, value]) => JSON.stringify(before[field]) !== JSON.stringify(value));
  // A region and its country go together: the server checks one against the other.
  const place = changed.some(([field]) => field === 'region' || field === 'country') ? { region: next.region, ...(next.country ? { country: next.country } : {}) } : {};
  return withTranslations({ ...(Object.fromEntries(changed.filter(([field]) => field !== 'country')) as WineFields), ...place });
}

/** The form's field a field of the API is: its own name, or `translations.es-UY.title` as `es-UY.title`; null for one the form has not. */
function formFieldOf(field: string, form: WineForm): WineErrorField | null {
  const translated = /^translations\.([^.]+)\.([^.]+)$/.exec(field);
  if (translated) return Object.hasOwn(form.translations, translated[1]!) && WINE_TEXTS.includes(translated[2] as WineText) ? (`${translated[1]}.${translated[2]}` as TranslatedField) : null;
  const grape = /^grapes\.(\d+)\.(name|percent)$/.exec(field);
  if (grape) return Number(grape[1]) < form.grapes.length ? (field as GrapeField) : null;
  return field === 'grapes' || (Object.hasOwn(form, field) && field !== 'translations') ? (field as WineErrorField) : null;
}

/**
 * What a refused save says on the fields the server named: a refusal of its own (a blend over the bottle,
 * a region in another country) in its words by its code, a field out of the contract's bounds as the
 * form's own check says it. Empty when the refusal names no field of the form: the page says it instead.
 */
export function refusedFields(refused: Said, form: WineForm, creating: boolean, locale = 'en'): WineFormErrors {
  if (typeof refused !== 'object' || !('refusal' in refused)) return {};
  const { code, params, errors = [] } = refused.refusal;
  const own = wineFormErrors(form, creating, locale);
  const fields: WineFormErrors = {};
  for (const error of errors) {
    const field = formFieldOf(error.field, form);
    if (field === null) continue;
    fields[field] = code === 'validation' ? (own[field] ?? { refusal: { code, errors: [error] } }) : { refusal: { code, params } };
  }
  return fields;
}
