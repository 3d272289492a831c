import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALES, MESSAGES, wordsFor, type MessageKey } from './index';

/** The names of a message's arguments, in its plural and select branches too. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, names);
  }
  return names;
}

const keys = Object.keys(MESSAGES.en) as MessageKey[];

describe('the catalogues', () => {
  it.each(LOCALES)('%s has every key of the English one and no other', (locale) => {
    expect(Object.keys(MESSAGES[locale]).sort()).toEqual([...keys].sort());
  });

  it.each(LOCALES)('every %s message is valid ICU and takes the same arguments as the English one', (locale) => {
    for (const key of keys) {
      const english = [...argumentsOf(parse(MESSAGES.en[key]))].sort();
      expect([...argumentsOf(parse(MESSAGES[locale][key]))].sort(), key).toEqual(english);
    }
  });

  it('counts wines by the plural rules and number formats of each language', () => {
    const en = wordsFor('en');
    const es = wordsFor('es-UY');
    expect(en('results.count', { count: 1, estimated: 'no' })).toBe('1 wine');
    expect(en('results.count', { count: 1234, estimated: 'yes' })).toBe('About 1,234 wines');
    expect(en('loadMore.showing', { shown: 24, total: 48000, estimated: 'no' })).toBe('Showing 24 of 48,000 wines');
    expect(es('results.count', { count: 1, estimated: 'no' })).toBe('1 vino');
    expect(es('results.count', { count: 1234, estimated: 'yes' })).toBe('Unos 1.234 vinos');
    expect(es('loadMore.showing', { shown: 24, total: 48000, estimated: 'no' })).toBe('Mostrando 24 de 48.000 vinos');
    expect(en('filters.toggle', { active: 0 })).toBe('Filters');
    expect(es('filters.toggle', { active: 2 })).toBe('Filtros (2)');
  });
});
