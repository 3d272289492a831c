import type { InventoryProduct, NewProduct, ProductUpdate } from '@cellar/api-client';
import { MAX_STOCK, NewProductBounds } from '@cellar/domain';

/**
 * What the API takes: NewProduct when creating, the changed fields of ProductUpdate when editing. The
 * pictures are not among them: they are uploaded apart, once the wine is saved.
 */
export type WineFields = Omit<ProductUpdate, 'img' | 'featuredImg'>;

type Editable = Required<WineFields>;

/**
 * The wine form as staff fill it, one entry per field of the contract: numbers as text as typed, so a
 * half-typed price can be shown and checked, and no category until one is chosen. `stock` is only asked
 * when a wine is created; later changes go through stock adjustments.
 */
export type WineForm = { [Field in keyof Editable]: Field extends 'categoryId' ? number | null : Editable[Field] extends number ? string : Editable[Field] };

export type WineField = keyof WineForm;

/** The fields typed as text (a text box each). */
export type WineTextField = { [Field in WineField]: WineForm[Field] extends string ? Field : never }[WineField];

/** A wine as the API answers it (`InventoryProduct`), as far as the form shows it, its category by id. */
export type WineRecord = Pick<InventoryProduct, 'id' | 'name' | 'title' | 'slogan' | 'description' | 'unitPrice' | 'stock' | 'featured'> & Pick<NewProduct, 'categoryId'>;

export const EMPTY_WINE_FORM: WineForm = {
  name: '',
  title: '',
  slogan: '',
  description: '',
  unitPrice: '',
  stock: '0',
  categoryId: null,
  featured: false,
};

// The contract's bounds, so the form refuses what the server would.
const NAME_LIMIT = NewProductBounds.name.maxLength;
const TEXT_LIMIT = NewProductBounds.description.maxLength;
const MIN_PRICE = NewProductBounds.unitPrice.minimum;
const MAX_PRICE = NewProductBounds.unitPrice.maximum;

export function formOf(wine: WineRecord): WineForm {
  return {
    name: wine.name,
    title: wine.title,
    slogan: wine.slogan,
    description: wine.description,
    unitPrice: String(wine.unitPrice),
    stock: String(wine.stock),
    categoryId: wine.categoryId,
    featured: wine.featured,
  };
}

function wholeNumber(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}

function textError(label: string, value: string, limit: number): string | undefined {
  const length = value.trim().length;
  if (length === 0) return `Give the wine ${label}.`;
  return length > limit ? `Keep ${label} to ${limit.toLocaleString('en-US')} characters.` : undefined;
}

/** What is wrong with each field, in words staff can act on; empty when the form can be saved. */
export function wineFormErrors(form: WineForm, creating: boolean): Partial<Record<WineField, string>> {
  const errors: Partial<Record<WineField, string>> = {
    name: textError('a name', form.name, NAME_LIMIT),
    title: textError('a title', form.title, NAME_LIMIT),
    slogan: textError('a slogan', form.slogan, NAME_LIMIT),
    description: textError('a description', form.description, TEXT_LIMIT),
    unitPrice: wholeNumber(form.unitPrice, MIN_PRICE, MAX_PRICE) === null ? `Enter the price in whole UYU, from ${MIN_PRICE} to ${MAX_PRICE.toLocaleString('en-US')}.` : undefined,
    stock: creating && wholeNumber(form.stock, 0, MAX_STOCK) === null ? `Enter the bottles in stock, from 0 to ${MAX_STOCK.toLocaleString('en-US')}.` : undefined,
    categoryId: form.categoryId === null ? 'Choose a category.' : undefined,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as Partial<Record<WineField, string>>;
}

function fieldsOf(form: WineForm): Required<WineFields> {
  return {
    name: form.name.trim(),
    title: form.title.trim(),
    slogan: form.slogan.trim(),
    description: form.description.trim(),
    unitPrice: Number(form.unitPrice.trim()),
    stock: Number(form.stock.trim()),
    categoryId: form.categoryId ?? 0,
    featured: form.featured,
  };
}

/**
 * The body to send for a valid form: every field of a new wine, or only what changed since the last
 * save of an existing one (stock is never among them: it moves by adjustments, which record why).
 */
export function wineChanges(form: WineForm, saved: WineForm | null): WineFields {
  const next = fieldsOf(form);
  if (!saved) return next;
  const before = fieldsOf(saved);
  const { stock: _stock, ...editable } = next;
  return Object.fromEntries(Object.entries(editable).filter(([field, value]) => before[field as keyof WineFields] !== value)) as WineFields;
}
