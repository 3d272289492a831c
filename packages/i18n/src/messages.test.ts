import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAdminLocale } from './admin';
import { LOCALES, loadLocale, wordsFor, type Locale, type MessageKey, type Messages } from './index';
import { messages as compiledAdminEnglish } from './messages/compiled/admin/en.gen';
import { messages as compiledAdminSpanish } from './messages/compiled/admin/es-UY.gen';
import { messages as compiledEnglish } from './messages/compiled/en.gen';
import { messages as compiledSpanish } from './messages/compiled/es-UY.gen';
import { messages as compiledMailEnglish } from './messages/compiled/mail/en.gen';
import { messages as compiledMailSpanish } from './messages/compiled/mail/es-UY.gen';
import { admin } from './messages/en/admin';
import { mail } from './messages/en/mail';
import { en } from './messages/en/index';
import { esUY } from './messages/es-UY/index';

const MESSAGES: Record<Locale, Messages> = { en, 'es-UY': esUY };
// Every area, the back office's and the mail's (compiled apart) included.
const COMPILED: Record<Locale, Record<string, unknown>> = {
  en: { ...compiledEnglish, ...compiledAdminEnglish, ...compiledMailEnglish },
  'es-UY': { ...compiledSpanish, ...compiledAdminSpanish, ...compiledMailSpanish },
};
const SHOP_COMPILED = { en: compiledEnglish, 'es-UY': compiledSpanish };
const keys = Object.keys(en) as MessageKey[];

beforeAll(() => loadLocale('es-UY'));

/** The names of a compiled message's arguments, in its plural and select branches too. */
function argumentsOf(message: CompiledMessage, names = new Set<string>()): Set<string> {
  for (const part of message) {
    if (typeof part === 'string') continue;
    const [name, , options] = part;
    names.add(name);
    if (options && typeof options === 'object') for (const branch of Object.values(options)) if (Array.isArray(branch)) argumentsOf(branch as CompiledMessage, names);
  }
  return names;
}

describe('the catalogues', () => {
  it.each(LOCALES)('%s has every key of the English one and no other', (locale) => {
    expect(Object.keys(MESSAGES[locale]).sort()).toEqual([...keys].sort());
  });

  it.each(LOCALES)('every %s message is valid ICU and takes the same arguments as the English one', (locale) => {
    for (const key of keys) {
      const english = [...argumentsOf(compileMessage(en[key]))].sort();
      expect([...argumentsOf(compileMessage(MESSAGES[locale][key]))].sort(), key).toEqual(english);
    }
  });

  it.each(LOCALES)('the %s messages the shop ships are compiled from the catalogue as it is (npm run gen:i18n)', (locale) => {
    for (const key of keys) expect(COMPILED[locale][key], key).toEqual(compileMessage(MESSAGES[locale][key]));
  });

  it.each(LOCALES)('the %s words the shop loads carry none of the back office\'s or the mail\'s, which load apart', (locale) => {
    const shipped = Object.keys(SHOP_COMPILED[locale]);
    expect(shipped.filter((key) => Object.hasOwn(admin, key) || Object.hasOwn(mail, key))).toEqual([]);
    expect(shipped.length + Object.keys(admin).length + Object.keys(mail).length).toBe(keys.length);
  });

  it('adds the back office\'s words to a locale when the back office loads it', async () => {
    await loadAdminLocale('es-UY');
    expect(wordsFor('en')('admin.pager.wines', { shown: '25–48', total: 1204 })).toBe('25–48 of 1,204 wines');
    expect(wordsFor('es-UY')('admin.pager.wines', { shown: '25–48', total: 1204 })).toBe('25–48 de 1.204 vinos');
    // The shop's words stay as they were beside them.
    expect(wordsFor('es-UY')('results.count', { count: 1, estimated: 'no' })).toBe('1 vino');
  });

  it('counts wines by the plural rules and number formats of each language', () => {
    const english = wordsFor('en');
    const spanish = wordsFor('es-UY');
    expect(english('results.count', { count: 1, estimated: 'no' })).toBe('1 wine');
    expect(english('results.count', { count: 1234, estimated: 'yes' })).toBe('About 1,234 wines');
    expect(english('loadMore.showing', { shown: 24, total: 48000, estimated: 'no' })).toBe('Showing 24 of 48,000 wines');
    expect(english('loadMore.done', { count: 1 })).toBe("You've seen the only wine");
    expect(spanish('results.count', { count: 1, estimated: 'no' })).toBe('1 vino');
    expect(spanish('results.count', { count: 1234, estimated: 'yes' })).toBe('Unos 1.234 vinos');
    expect(spanish('loadMore.showing', { shown: 24, total: 48000, estimated: 'no' })).toBe('Mostrando 24 de 48.000 vinos');
    expect(english('filters.toggle', { active: 0 })).toBe('Filters');
    expect(spanish('filters.toggle', { active: 2 })).toBe('Filtros (2)');
  });
});
