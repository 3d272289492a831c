// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
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
});

describe("the page's first paint", () => {
  it('needs no request: the boot script is in the page, and no script, stylesheet or font is linked', () => {
    const { document } = page();
    expect(document.querySelectorAll('script[src], link[rel="modulepreload"], link[rel="preload"], link[rel="stylesheet"]:not([disabled])')).toHaveLength(0);
    expect(document.querySelector('body > script[data-boot]')?.textContent).toBe('window.booted=true');
  });

  it('is held until the whole page is parsed, so it never shows in pieces', () => {
    const { document } = page();
    const expected = document.head.querySelector('link[rel="expect"]');
    expect(expected?.getAttribute('blocking')).toBe('render');
    const awaited = document.getElementById(expected!.getAttribute('href')!.slice(1));
    expect(awaited).toBe(document.body.lastElementChild);
  });

  /** Runs the page's head script against this document, as the browser would before its first paint. */
  function runHeadScript() {
    const { document: drawn } = page();
    const script = drawn.head.querySelector('script:not([type])')!.textContent!;
    document.documentElement.removeAttribute('data-fonts-later');
    new Function(script)();
    return document.documentElement.hasAttribute('data-fonts-later');
  }

  const prefetched = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];

  afterEach(() => {
    for (const link of prefetched()) link.remove();
    vi.unstubAllGlobals();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** The page's load event comes at 500 ms: the head script runs its work then (jsdom's document has loaded). */
  const LOADED_AT = 500;

  /** Largest-paint timing as the browser reports it: `paintedAt(ms)` delivers an entry painted then. */
  function fakeLargestPaints() {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(performance, 'now').mockReturnValue(LOADED_AT);
    const observers: FakePerformanceObserver[] = [];
    class FakePerformanceObserver {
      static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
      disconnected = false;
      constructor(readonly callback: PerformanceObserverCallback) {
        observers.push(this);
      }
      observe(options: PerformanceObserverInit) {
        expect(options).toEqual({ type: 'largest-contentful-paint', buffered: true });
      }
      disconnect() {
        this.disconnected = true;
      }
    }
    vi.stubGlobal('PerformanceObserver', FakePerformanceObserver);
    return {
      paintedAt(startTime: number) {
        for (const observer of observers.filter(({ disconnected }) => !disconnected)) {
          const list = { getEntries: () => [{ entryType: 'largest-contentful-paint', startTime }] } as unknown as PerformanceObserverEntryList;
          observer.callback(list, observer as unknown as PerformanceObserver);
        }
      },
    };
  }

  it('is drawn with the fallback faces, the web font files fetched into the cache once its largest paint after load has reached the screen', () => {
    const paints = fakeLargestPaints();
    expect(runHeadScript()).toBe(true);
    // The text alone, painted before the banner had arrived: the largest paint is still to come.
    paints.paintedAt(LOADED_AT - 10);
    expect(prefetched()).toHaveLength(0);
    paints.paintedAt(LOADED_AT + 30);
    const links = prefetched();
    expect(links.map((link) => [link.getAttribute('href'), link.getAttribute('as'), link.crossOrigin])).toEqual(WEB_FONTS.map((href) => [href, 'font', 'anonymous']));
    paints.paintedAt(LOADED_AT + 60);
    vi.advanceTimersByTime(5000);
    expect(prefetched()).toHaveLength(2);
  });

  it('fetches the web font files a second after load when the largest paint came before it', () => {
    const paints = fakeLargestPaints();
    runHeadScript();
    paints.paintedAt(LOADED_AT - 10);
    vi.advanceTimersByTime(999);
    expect(prefetched()).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(prefetched().map((link) => link.getAttribute('href'))).toEqual(WEB_FONTS);
  });

  it('fetches the web font files a second after load in a browser that does not report its largest paints', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('PerformanceObserver', undefined);
    expect(runHeadScript()).toBe(true);
    expect(prefetched()).toHaveLength(0);
    vi.advanceTimersByTime(1000);
    expect(prefetched().map((link) => link.getAttribute('href'))).toEqual(WEB_FONTS);
  });

  it('waits for the app in a browser that has had the web fonts too: its cache may no longer hold them', () => {
    fakeLargestPaints();
    // What the page stored when it remembered having had the fonts.
    window.localStorage.setItem('fonts', '1');
    expect(runHeadScript()).toBe(true);
    window.localStorage.clear();
  });
});
