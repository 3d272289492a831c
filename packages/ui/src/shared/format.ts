import { DEFAULT_LOCALE, type Locale } from '@cellar/i18n';
import { perLocale } from '@cellar/domain';

const ELLIPSIS = '…';
/** What a cut text may not end in before its ellipsis: spaces, and punctuation that would read as 'oak,…' or 'oak.…'. */
const TRAILING = /[\s.,;:!?\u2013\u2014-]+$/u;

/**
 * Text of at most `max` characters: shorter text as it is, longer text cut after its last whole word
 * that fits (a hyphenated word may break at its hyphen), with one ellipsis (one character, counted). A
 * first word longer than the limit is cut where the limit falls, since nothing shorter would say anything.
 */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - ELLIPSIS.length);
  // Where the room ends a word whole (the next character is a space), all of it stays.
  const end = /\s/u.test(text[room.length]!) ? room.length : Math.max(room.search(/\s\S*$/u), room.lastIndexOf('-') + 1);
  return `${(end > 0 ? room.slice(0, end) : room).replace(TRAILING, '')}${ELLIPSIS}`;
}

// Grouped like the prices of @cellar/domain's formatPrice, so a count sits beside a price alike ('1,234' and
// '1,290 UYU'; '1.234' and '$ 1.290').
const countFormats = perLocale((locale) => new Intl.NumberFormat(locale === 'en' ? 'en-US' : locale, { maximumFractionDigits: 0 }));

export function formatCount(count: number, locale: Locale = DEFAULT_LOCALE): string {
  return countFormats(locale).format(count);
}
