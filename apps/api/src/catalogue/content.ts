import { TranslatedLocaleValues } from '@cellar/api-client/contract';
import { DEFAULT_LOCALE, type Locale } from '@cellar/i18n';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Translations } from '../db/schema';
import { wellFormed } from '../db/well-formed';

/**
 * Content in several languages (docs/catalogue.md#content-languages): English, the spec's, in each
 * row's own columns; every other language's texts in its `translations`, by locale. A read in a
 * language takes each text from its translation when written, and from English otherwise.
 */

/** The languages besides English whose texts are kept beside the English ones (the contract's TranslatedLocale). */
export const TRANSLATED_LOCALES = TranslatedLocaleValues;

/** The translatable texts of a wine and of a category. */
export const WINE_TEXTS = ['title', 'slogan', 'description'] as const;
export const CATEGORY_TEXTS = ['name'] as const;

type Texts<Field extends string> = Partial<Record<Field, string>>;
type Written<Field extends string> = Translations<Texts<Field>>;

/** A row's texts in `locale`: each translated one replaces the English, the others stay English. */
export function inLocale<Row extends Record<Field, string>, Field extends string>(row: Row, translations: Written<Field>, fields: readonly Field[], locale: Locale): Row {
  if (locale === DEFAULT_LOCALE) return row;
  const written: Texts<Field> = translations[locale] ?? {};
  const localized = { ...row };
  for (const field of fields) {
    const text = written[field];
    if (typeof text === 'string') localized[field] = text as Row[Field];
  }
  return localized;
}

/** A text column read in `locale` by the database: its translation, or the English column. */
export function textInLocale(english: AnyColumn | SQL, translations: AnyColumn | SQL, field: string, locale: Locale): SQL<string> {
  return locale === DEFAULT_LOCALE ? sql<string>`${english}` : sql<string>`coalesce(${translations} -> ${locale}::text ->> ${field}::text, ${english})`;
}

/** The staff's view: every language's texts side by side (null where not written), and which are missing. */
export function sideBySide<Field extends string>(translations: Written<Field>, fields: readonly Field[]) {
  const texts = {} as Record<(typeof TRANSLATED_LOCALES)[number], Record<Field, string | null>>;
  const untranslated = {} as Record<(typeof TRANSLATED_LOCALES)[number], Field[]>;
  for (const locale of TRANSLATED_LOCALES) {
    const written: Texts<Field> = translations[locale] ?? {};
    texts[locale] = Object.fromEntries(fields.map((field) => [field, written[field] ?? null])) as Record<Field, string | null>;
    untranslated[locale] = fields.filter((field) => written[field] === undefined);
  }
  return { translations: texts, untranslated };
}

/**
 * A row's translations after a staff write: only the languages and texts the contract names are read
 * from the request (anything else in it is dropped), a text is trimmed, and null removes one. A
 * language left with no text is dropped.
 */
export function mergedTranslations<Field extends string>(current: Written<Field>, update: unknown, fields: readonly Field[]): Translations<Texts<Field>> {
  const merged: Translations<Texts<Field>> = { ...current };
  for (const locale of TRANSLATED_LOCALES) {
    const sent = (update as Record<string, Record<string, unknown> | undefined> | undefined)?.[locale];
    if (!sent) continue;
    const texts: Texts<Field> = { ...merged[locale] };
    for (const field of fields) {
      const value = sent[field];
      if (value === null) delete texts[field];
      // As a text column stores it: a lone surrogate (`\udfff`, which JSON can spell) as U+FFFD, since jsonb refuses one.
      else if (typeof value === 'string') texts[field] = wellFormed(value.trim());
    }
    if (Object.keys(texts).length > 0) merged[locale] = texts;
    else delete merged[locale];
  }
  return merged;
}
