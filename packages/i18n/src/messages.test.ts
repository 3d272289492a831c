import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCALES, loadLocale, wordsFor, type Locale, type MessageKey, type Messages } from './index';
import { messages as compiledEnglish } from './messages/compiled/en.gen';
import { messages as compiledSpanish } from './messages/compiled/es-UY.gen';
import { en } from './messages/en';
import { esUY } from './messages/es-UY';

const MESSAGES: Record<Locale, Messages> = { en, 'es-UY': esUY };
const COMPILED = { en: compiledEnglish, 'es-UY': compiledSpanish };
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
