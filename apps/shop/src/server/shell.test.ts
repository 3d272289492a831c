// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { STATIC_AGE_GATE_YES } from '@cellar/ui/page-mark';
import { prepareShell, type PageParts } from './shell';

/** index.html as `vite build` writes it: the boot screen's style, the entry's stylesheet, the inline boot script (build/inlineBoot.ts). */
const BUILT_INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>The Cellar · Uruguayan wines</title>
    <meta name="description" content="Uruguayan wines." />
    <style>body{margin:0}.boot{height:64px}</style>
    <link rel="stylesheet" crossorigin href="/assets/ui-123.css">
  </head>
  <body>
    <div id="root"><!--app--><div class="boot">The Cellar</div><!--/app--></div>
    <noscript>The Cellar needs JavaScript to show its wines.</noscript>
  <script data-boot>window.booted=true</script>
  </body>
</html>`;

const NONCES = { script: 'c2NyaXB0LW5vbmNl', style: 'c3R5bGUtbm9uY2U=' };
const WEB_FONTS = ['/assets/inter-latin-wght-normal-1.woff2', '/assets/playfair-display-latin-wght-normal-2.woff2'];

function page(parts: Partial<PageParts> = {}) {
  const html = prepareShell(BUILT_INDEX, WEB_FONTS).fill({
    html: '<main><h1>Our wines</h1></main>',
    lang: 'en',
    stylesheets: [{ file: 'assets/ui-123.css', css: '.card{color:red}' }],
    data: { '/products': [{ id: 1, name: 'Tannat' }] },
    nonces: NONCES,
    ...parts,
  });
  return { html, document: new DOMParser().parseFromString(html, 'text/html') };
}

const nonceOf = (element: Element) => element.getAttribute('nonce');

describe('the server-rendered page under a nonce-based Content-Security-Policy', () => {
  it("gives every inline script the script nonce and every style the style nonce, the boot screen's included", () => {
    const { document } = page();
    const scripts = [...document.querySelectorAll('script')];
    const styles = [...document.querySelectorAll('style')];
    expect(scripts.map((script) => script.type)).toEqual(['', '', 'application/json']);
    expect(scripts.map(nonceOf)).toEqual([NONCES.script, NONCES.script, NONCES.script]);
    expect(styles.map((style) => style.textContent)).toEqual(['body{margin:0}.boot{height:64px}', '.card{color:red}']);
    expect(styles.map(nonceOf)).toEqual([NONCES.style, NONCES.style]);
  });

  it("writes the screen's canonical and next links and its schema.org data into the head, escaped", () => {
    const { document } = page({
      links: [
        { rel: 'canonical', href: '/our-wines?q="x"' },
        { rel: 'next', href: '/our-wines?cursor=abc' },
      ],
      jsonLd: { '@type': 'Product', name: '</script><script>alert(1)</script>' },
    });
    expect([...document.head.querySelectorAll('link[rel="canonical"], link[rel="next"]')].map((link) => [link.getAttribute('rel'), link.getAttribute('href')])).toEqual([
      ['canonical', '/our-wines?q="x"'],
      ['next', '/our-wines?cursor=abc'],
    ]);
    const data = document.head.querySelector('script[type="application/ld+json"]')!;
    expect(nonceOf(data)).toBe(NONCES.script);
    expect(JSON.parse(data.textContent!)).toEqual({ '@type': 'Product', name: '</script><script>alert(1)</script>' });
    expect(document.querySelectorAll('script')).toHaveLength(4);
  });

  it('asks search engines to leave out a page whose address is a secret, and only that page', () => {
    expect(page({ noindex: true }).document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(page().document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it("names the page's language and its twins in the other languages", () => {
    const { document } = page({
      lang: 'es-UY',
      links: [
        { rel: 'canonical', href: 'https://cellar.example/es/product/1' },
        { rel: 'alternate', hreflang: 'en', href: 'https://cellar.example/product/1' },
        { rel: 'alternate', hreflang: 'es-UY', href: 'https://cellar.example/es/product/1' },
        { rel: 'alternate', hreflang: 'x-default', href: 'https://cellar.example/product/1' },
      ],
    });
    expect(document.documentElement.lang).toBe('es-UY');
    expect([...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])).toEqual([
      ['en', 'https://cellar.example/product/1'],
      ['es-UY', 'https://cellar.example/es/product/1'],
      ['x-default', 'https://cellar.example/product/1'],
    ]);
  });

  it('keeps a nonce that is not plain base64 inside its attribute', () => {
    const hostile = '"><script>alert(1)</script><x y="&amp;';
    const { document } = page({ nonces: { script: hostile, style: hostile } });
    expect(document.querySelectorAll('script')).toHaveLength(3);
    expect([...document.querySelectorAll('script, style')].map(nonceOf)).toEqual(Array(5).fill(hostile));
    expect(document.querySelector('x')).toBeNull();
  });

  it('writes the rendered page as it is, without adding nonces to what React drew', () => {
    const drawn = '<main><style>.badge{color:gold}</style><p>&lt;script&gt; is text</p></main>';
    const { html, document } = page({ html: drawn });
    expect(html).toContain(`<div id="root">${drawn}</div>`);
    expect(nonceOf(document.querySelector('main style')!)).toBeNull();
  });

  it('keeps the data and the stylesheets inside their elements whatever they contain', () => {
    const data = { '/products/1': { name: '</script><script>alert(1)</script>' } };
    const css = '.quote::after{content:"</style><script>alert(2)</script>"}';
    const { document } = page({ data, stylesheets: [{ file: 'assets/ui-123.css', css }] });
    expect(JSON.parse(document.getElementById('router-data')!.textContent!)).toEqual(data);
    expect(document.querySelectorAll('script')).toHaveLength(3);
    expect(document.querySelectorAll('style')).toHaveLength(2);
  });

  it('has the age gate asked before the first paint only while the saved state says the visitor has not answered', () => {
    const mark = [...page().document.querySelectorAll('script')].find((script) => !script.type)!.textContent!;
    const askedWith = (saved: string | null) => {
      const document = new DOMParser().parseFromString('<html></html>', 'text/html');
      const localStorage = { getItem: () => saved };
      new Function('document', 'localStorage', mark)(document, localStorage);
      return document.documentElement.dataset.ageGate;
    };
    expect(askedWith(null)).toBe('ask');
    expect(askedWith('not json')).toBe('ask');
    expect(askedWith(JSON.stringify({ version: 1, user: null, cart: [], page: { ageVerification: true, resetDB: true, databaseToast: false } }))).toBe('ask');
    expect(askedWith(JSON.stringify({ version: 1, user: null, cart: [], page: { ageVerification: false, resetDB: false, databaseToast: false } }))).toBeUndefined();
  });

  it("marks the document answered when the server-drawn gate's Yes is tapped before the app runs, and only then", () => {
    const mark = [...page().document.querySelectorAll('script')].find((script) => !script.type)!.textContent!;
    const document = new DOMParser().parseFromString(`<html><body><p>Elsewhere</p><button ${STATIC_AGE_GATE_YES}><span>Yes</span></button></body></html>`, 'text/html');
    new Function('document', 'localStorage', mark)(document, { getItem: () => null });
    document.querySelector('p')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(document.documentElement.dataset.ageGate).toBe('ask');
    document.querySelector('span')!.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(document.documentElement.dataset.ageGate).toBe('yes');
  });
});

describe("the page's first paint", () => {
  it('needs no request but the fonts: the boot script is in the page, and no script or stylesheet is linked', () => {
    const { document } = page();
    expect(document.querySelectorAll('script[src], link[rel="modulepreload"], link[rel="stylesheet"]:not([disabled])')).toHaveLength(0);
    expect(document.querySelector('body > script[data-boot]')?.textContent).toBe('window.booted=true');
  });

  it('asks for the two web font files as soon as the head is parsed, in the mode a font is fetched in', () => {
    const { document } = page();
    const preloads = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')];
    expect(preloads.map((link) => [link.getAttribute('href'), link.getAttribute('as'), link.getAttribute('type'), link.getAttribute('crossorigin')])).toEqual(
      // An empty crossorigin is anonymous: without it the browser would fetch each font a second time.
      WEB_FONTS.map((href) => [href, 'font', 'font/woff2', '']),
    );
  });

  it('is held until the whole page is parsed, so it never shows in pieces', () => {
    const { document } = page();
    const expected = document.head.querySelector('link[rel="expect"]');
    expect(expected?.getAttribute('blocking')).toBe('render');
    const awaited = document.getElementById(expected!.getAttribute('href')!.slice(1));
    expect(awaited).toBe(document.body.lastElementChild);
  });
});
