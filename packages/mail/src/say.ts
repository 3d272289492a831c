import { localePath, wordsFor, type Locale, type Words } from '@cellar/i18n';
import { imagePath, SHOP_CONTACT } from '@cellar/domain';

/** What a template needs to say a mail: the recipient's words and locale, and the shop's absolute links. */
export interface MailSay {
  words: Words;
  locale: Locale;
  /** The shop's page at `path` (one of SHOP_PAGES), in the recipient's language, as an absolute address. */
  link: (path: string) => string;
  /** A stored picture of the shop (a wine's file name), as an absolute address. */
  picture: (file: string) => string;
  /** The words' values every mail may name: the brand and the shop's contact. */
  brand: string;
  contact: typeof SHOP_CONTACT;
}

/** The mail's words in `locale` (loaded: `loadMailLocale`), linking to the shop at `shopUrl` (its origin). */
export function mailSay(locale: Locale, shopUrl: string): MailSay {
  const words = wordsFor(locale);
  const origin = shopUrl.replace(/\/+$/, '');
  return { words, locale, link: (path) => `${origin}${localePath(locale, path)}`, picture: (file) => `${origin}${imagePath(file)}`, brand: words('brand.name'), contact: SHOP_CONTACT };
}
