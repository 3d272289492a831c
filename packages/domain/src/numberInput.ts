/** The marks a locale writes numbers with: `,` and `.` in English, `.` and `,` in Uruguay's Spanish. */
function marksOf(locale: string) {
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(1234567.5);
  return { group: parts.find((part) => part.type === 'group')?.value ?? ',', decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.' };
}

const escape = (mark: string) => mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A number as a person types it in `locale` (a BCP 47 tag): digits, grouped by threes with the locale's
 * group mark or not grouped at all, and a fraction after the locale's decimal mark when `decimals` allows
 * one. `1.490` and `1.490,50` in es-UY, `1,490` and `1490.50` in English; null for anything else, so a
 * mark in the wrong place is refused rather than read as another number.
 */
export function parseLocaleNumber(text: string, locale: string, { decimals = false }: { decimals?: boolean } = {}): number | null {
  const { group, decimal } = marksOf(locale);
  // Some locales group with a no-break space, which people type as a plain one.
  const groupMark = /\s/.test(group) ? '[\\s\\u00a0\\u202f]' : escape(group);
  const whole = `(\\d{1,3}(?:${groupMark}\\d{3})+|\\d+)`;
  const fraction = decimals ? `(?:${escape(decimal)}(\\d+))?` : '';
  const match = new RegExp(`^${whole}${fraction}$`).exec(text.trim());
  if (!match) return null;
  const digits = match[1]!.replace(/\D/g, '');
  return Number(match[2] ? `${digits}.${match[2]}` : digits);
}

/**
 * A price typed in a filter box, written the way of either language, since a price leaves no doubt: a
 * mark before exactly three digits groups thousands, one before one or two last digits starts the cents
 * ('1.200', '1,200', '1.200,50', '1,200.50', '499,5'). null for anything else.
 */
export function parsePriceText(text: string): number | null {
  const match = /^(\d{1,3}(?:[.,\s\u00a0]\d{3})+|\d+)(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const whole = match[1]!.replace(/\D/g, '');
  return Number(match[2] ? `${whole}.${match[2]}` : whole);
}
