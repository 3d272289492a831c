import { loadLocale, wordsFor, type Locale } from '@cellar/i18n';
import { SignupRequestBounds } from '@cellar/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_FIELD_WORDS, stockLimitMessage } from './messages';
import type { Phrase } from './types';

beforeAll(() => loadLocale('es-UY'));

const read = (locale: Locale, { key, values }: Phrase) => wordsFor(locale)(key, values);

describe('what the flows say', () => {
  it('counts bottles by the plural rules of each language', () => {
    expect(read('en', stockLimitMessage(1))).toBe('You already have all 1 available bottle of this wine in your cart.');
    expect(read('en', stockLimitMessage(3))).toBe('You already have all 3 available bottles of this wine in your cart.');
    expect(read('es-UY', stockLimitMessage(1))).toBe('Ya tenés en el carrito la única botella disponible de este vino.');
    expect(read('es-UY', stockLimitMessage(3))).toBe('Ya tenés en el carrito las 3 botellas disponibles de este vino.');
  });

  it("takes a field's bounds from the contract's", () => {
    const { minLength, maxLength } = SignupRequestBounds.password;
    expect(ACCOUNT_FIELD_WORDS.password('minLength').values).toEqual({ min: minLength });
    expect(read('es-UY', ACCOUNT_FIELD_WORDS.password('maxLength'))).toContain(String(maxLength));
  });
});
