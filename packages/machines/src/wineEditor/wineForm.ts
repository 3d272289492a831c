import type { components, InventoryProduct, NewProduct, ProductUpdate } from '@cellar/api-client';
import { MAX_STOCK, NewProductBounds, parseLocaleNumber } from '@cellar/domain';
import type { Phrase } from '../types';

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
export type WineFields = Omit<ProductUpdate, 'img' | 'featuredImg' | WineFactField>;

/** The wine's facts (issue 31): written by a part of the form of their own, not yet built, so this one leaves them as they are. */
type WineFactField = keyof Pick<ProductUpdate, 'producer' | 'grapes' | 'region' | 'country' | 'vintage' | 'abv' | 'volumeMl'>;

type Editable = Required<Omit<WineFields, 'translations'>>;

/** The texts of each other language as typed; an empty one is not written yet (the shop shows the English). */
export type WineTranslationsForm = Record<TranslatedLocale, Record<WineText, string>>;

/**
 * The wine form as staff fill it, one entry per field of the contract: numbers as text as typed, so a
 * half-typed price can be shown and checked, and no category until one is chosen. `stock` is only asked
 * when a wine is created; later changes go through stock adjustments.
 */
export type WineForm = { [Field in keyof Editable]: Field extends 'categoryId' ? number | null : Editable[Field] extends number ? string : Editable[Field] } & {
  translations: WineTranslationsForm;
};

/** A field of the wine in English (or in no language: its price, its category). */
export type WineField = Exclude<keyof WineForm, 'translations'>;

/** A text in another language, as its errors are kept: `es-UY.title`. */
export type TranslatedField = `${TranslatedLocale}.${WineText}`;

/** The fields typed as text (a text box each). */
export type WineTextField = { [Field in WineField]: WineForm[Field] extends string ? Field : never }[WineField];

/** What is wrong with each field, in words staff can act on (the catalogue's `admin` area). */
export type WineFormErrors = Partial<Record<WineField | TranslatedField, Phrase>>;

/** A wine as the API answers it (`InventoryProduct`), as far as the form shows it, its category by id. */
export type WineRecord = Pick<InventoryProduct, 'id' | 'name' | 'title' | 'slogan' | 'description' | 'unitPrice' | 'stock' | 'featured' | 'translations'> &
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
  translations: { 'es-UY': { title: '', slogan: '', description: '' } },
};

// The contract's bounds, so the form refuses what the server would.
const LIMITS: Record<'name' | WineText, number> = {
  name: NewProductBounds.name.maxLength,
  title: NewProductBounds.title.maxLength,
  slogan: NewProductBounds.slogan.maxLength,
  description: NewProductBounds.description.maxLength,
};
const MIN_PRICE = NewProductBounds.unitPrice.minimum;
const MAX_PRICE = NewProductBounds.unitPrice.maximum;

const localesOf = (translations: WineTranslationsForm) => Object.keys(translations) as TranslatedLocale[];

export function formOf(wine: WineRecord): WineForm {
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
    translations,
  };
}

/** A whole number as typed in `locale` (`1.490` in es-UY, `1,490` or `1490` in English), within bounds. */
function wholeNumber(text: string, min: number, max: number, locale: string): number | null {
  const value = parseLocaleNumber(text, locale);
  return value !== null && value >= min && value <= max ? value : null;
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
  };
  for (const language of localesOf(form.translations)) {
    for (const text of WINE_TEXTS) errors[`${language}.${text}`] = textError(text, form.translations[language][text], false);
  }
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as WineFormErrors;
}

function fieldsOf(form: WineForm, locale: string): Required<Omit<WineFields, 'translations'>> {
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
  const next = fieldsOf(form, locale);
  const translations = translationChanges(form, saved);
  const withTranslations = (fields: WineFields): WineFields => (translations ? { ...fields, translations } : fields);
  if (!saved) return withTranslations(next);
  const before = fieldsOf(saved, locale);
  const { stock: _stock, ...editable } = next;
  return withTranslations(Object.fromEntries(Object.entries(editable).filter(([field, value]) => before[field as keyof typeof before] !== value)) as WineFields);
}
