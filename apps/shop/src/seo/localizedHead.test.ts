import { describe, expect, it } from 'vitest';
import { localizedHead } from './localizedHead';

const product = { links: [{ rel: 'canonical' as const, href: '/product/1' }], jsonLd: { '@type': 'Product', name: 'Tannat', image: '/images/wine-01.webp' } };

describe("a screen's head in its language", () => {
  it('puts a Spanish page’s canonical under /es/ and names its twins both ways, English as the default', () => {
    const { links, jsonLd } = localizedHead('es-UY', product, 'https://cellar.example/es/product/1');
    expect(links).toEqual([
      { rel: 'canonical', href: 'https://cellar.example/es/product/1' },
      { rel: 'alternate', hreflang: 'en', href: 'https://cellar.example/product/1' },
      { rel: 'alternate', hreflang: 'es-UY', href: 'https://cellar.example/es/product/1' },
      { rel: 'alternate', hreflang: 'x-default', href: 'https://cellar.example/product/1' },
    ]);
    expect(jsonLd).toEqual({ '@type': 'Product', name: 'Tannat', image: 'https://cellar.example/images/wine-01.webp', mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://cellar.example/es/product/1', inLanguage: 'es-UY' } });
  });

  it('keeps an English page at its own address, its next page included', () => {
    const { links } = localizedHead(
      'en',
      { links: [{ rel: 'canonical', href: '/our-wines' }, { rel: 'next', href: '/our-wines?cursor=abc' }] },
      'https://cellar.example/our-wines',
    );
    expect(links?.slice(0, 2)).toEqual([
      { rel: 'canonical', href: 'https://cellar.example/our-wines' },
      { rel: 'next', href: 'https://cellar.example/our-wines?cursor=abc' },
    ]);
  });

  it('names no twins for a screen without a canonical address (a missing page)', () => {
    expect(localizedHead('es-UY', {}, 'https://cellar.example/es/nothing').links).toEqual([]);
  });
});
