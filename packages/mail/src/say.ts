import { localePath, wordsFor, type Locale, type Words } from '@cellar/i18n';
import { SHOP_CONTACT } from '@cellar/domain';

/** What a template needs to say a mail: the recipient's words and locale, and the shop's absolute links. */
export interface MailSay {
  words: Words;
  locale: Locale;
  /** The shop's page at `path` (`/orders`), in the recipient's language, as an absolute address. */
  link: (path: string) => string;
  /** The words' values every mail may name: the brand and the shop's contact. */
  brand: string;
  contact: typeof SHOP_CONTACT;
}

/** The mail's words in `locale` (loaded: `loadMailLocale`), linking to the shop at `shopUrl` (its origin). */
export function mailSay(locale: Locale, shopUrl: string): MailSay {
  const words = wordsFor(locale);
  const origin = shopUrl.replace(/\/+$/, '');
  return { words, locale, link: (path) => `${origin}${localePath(locale, path)}`, brand: words('brand.name'), contact: SHOP_CONTACT };
}
