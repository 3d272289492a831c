import { describe, expect, it } from 'vitest';
import { basenameOf, localeOfPath, localePath, pathWithoutLocale } from './paths';

describe('the locale of a path', () => {
  it('is Spanish under /es/ and English everywhere else', () => {
    expect(localeOfPath('/es/')).toBe('es-UY');
    expect(localeOfPath('/es')).toBe('es-UY');
    expect(localeOfPath('/es/product/3')).toBe('es-UY');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/our-wines')).toBe('en');
    // A path that merely begins with the letters is English.
    expect(localeOfPath('/estate')).toBe('en');
  });

  it('moves a shop path between the languages and back', () => {
    expect(localePath('es-UY', '/our-wines?category=2')).toBe('/es/our-wines?category=2');
    expect(localePath('es-UY', '/')).toBe('/es/');
    expect(localePath('en', '/our-wines')).toBe('/our-wines');
    expect(pathWithoutLocale('/es/our-wines?category=2')).toBe('/our-wines?category=2');
    expect(pathWithoutLocale('/es')).toBe('/');
    expect(pathWithoutLocale('/login')).toBe('/login');
  });

  it('gives the router its basename', () => {
    expect(basenameOf('en')).toBe('/');
    expect(basenameOf('es-UY')).toBe('/es');
  });
});
