import { chosenLanguage, localeOfLanguages } from '@cellar/i18n';
import { describe, expect, it } from 'vitest';
import { languageToOffer } from './language';

describe('the language offered to a visitor', () => {
  it('is Spanish for a browser that prefers any Spanish, on an English page, until the visitor chooses', () => {
    expect(languageToOffer('en', null, ['es-UY', 'es', 'en'])).toBe('es-UY');
    expect(languageToOffer('en', null, ['es-AR'])).toBe('es-UY');
    expect(languageToOffer('en', null, ['en-US', 'es'])).toBeNull();
    expect(languageToOffer('es-UY', null, ['es-UY'])).toBeNull();
    // A Spanish page has its switch back to English; the notice is for the shop's other languages.
    expect(languageToOffer('es-UY', null, ['en'])).toBeNull();
  });

  it('follows the choice once made, whatever the browser prefers', () => {
    expect(languageToOffer('en', 'en', ['es-UY'])).toBeNull();
    expect(languageToOffer('en', 'es-UY', ['en'])).toBe('es-UY');
  });

  it('reads the choice from the cookies, ignoring a value that is no locale', () => {
    expect(chosenLanguage('a=1; cellar-language=es-UY; b=2')).toBe('es-UY');
    expect(chosenLanguage('cellar-language=fr')).toBeNull();
    expect(chosenLanguage('')).toBeNull();
  });

  it('is English for a browser with no language of the shop', () => {
    expect(localeOfLanguages(['fr-FR', 'de'])).toBe('en');
    expect(languageToOffer('en', null, ['fr-FR', 'de'])).toBeNull();
  });
});
