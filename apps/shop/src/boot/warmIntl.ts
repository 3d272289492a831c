/**
 * A worker the boot script (src/boot.ts) starts as the shop's code begins to load: it formats a price
 * and a wine's facts in the page's language (the worker's name), as the first screen will. A browser
 * loads ICU's data for a locale the first time a formatter needs it, once for the page's whole process:
 * measured in Chromium, 20–40 ms of a desktop core, four times that on a phone, all of it inside the
 * hydration's task that drew the first price. Loaded here first, on a thread of its own, it is found
 * ready by the main thread. Bundled on its own (build/inlineBoot.ts), so it carries only these formats.
 */
import { factsLine, formatPrice } from '@cellar/domain';
import { DEFAULT_LOCALE, isLocale } from '@cellar/i18n/locales';

const locale = isLocale(self.name) ? self.name : DEFAULT_LOCALE;
formatPrice(1290, locale);
factsLine({ producer: null, grapes: [{ name: 'Tannat', percent: 85 }, { name: 'Merlot', percent: 15 }], region: 'Canelones', country: 'Uruguay', vintage: 2021, abv: 13.5, volumeMl: 750 }, locale);
// Lingui chooses a message's plural form by the locale's plural rules.
new Intl.PluralRules(locale).select(2);
self.close();
