import { ageGateAsks, STORE_KEY } from '@cellar/machines';
import { STATIC_AGE_GATE_YES } from '@cellar/ui/page-mark';
import { ROUTER_DATA_ID } from '../data/routerData';

/**
 * index.html turned into the frame of a server-rendered page. Stylesheet links come out (the page
 * carries its styles); the one script is the boot script the build wrote into the page (src/boot.ts,
 * build/inlineBoot.ts), which loads the shop's code once the page has loaded.
 */

const STYLESHEET_LINK = /\s*<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;
/** The boot script build/inlineBoot.ts writes into index.html. */
const BOOT_SCRIPT = /<script data-boot>/;
/** Where index.html holds the loading screen that the rendered page replaces. */
const OUTLET = /<!--app-->[\s\S]*<!--\/app-->/;
/** The opening of each script and style element index.html itself carries (the boot screen's style). */
const TEMPLATE_INLINE = /<(script|style)(?=[\s>])/g;

/**
 * This response's Content-Security-Policy nonces. The policy allows no inline script or style
 * without them, so every script and style element the page carries holds the one of its kind.
 */
export interface Nonces {
  script: string;
  style: string;
}

/** A stylesheet of the build written into the page: its file under dist/ and its text. */
export interface Stylesheet {
  file: string;
  css: string;
}

export interface PageParts {
  html: string;
  /** The page's language, for `<html lang>`. */
  lang: string;
  stylesheets: Stylesheet[];
  title?: string | undefined;
  description?: string | undefined;
  /** The page's canonical address, its twins in the other languages and the next page of a list, for search engines. */
  links?: HeadLink[] | undefined;
  /** schema.org data about the page (a wine and its offer). */
  jsonLd?: object | undefined;
  /** Tells search engines to leave the page out (`<meta name="robots" content="noindex">`). */
  noindex?: boolean | undefined;
  /** What the page was drawn with, for the browser to take it over without asking again. */
  data: unknown;
  nonces: Nonces;
}

export interface HeadLink {
  rel: 'canonical' | 'next' | 'alternate';
  href: string;
  /** An alternate's language (`es-UY`, or `x-default` for the page shown to every other language). */
  hreflang?: string;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The nonce comes from the server's header code; escaped all the same, so no value can leave the attribute. */
const nonceAttribute = (nonce: string) => ` nonce="${escapeHtml(nonce)}"`;

/** JSON inside a script element must not contain a closing tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * Each keeps a disabled link, which the browser does not fetch: the script that loads a page's chunk
 * sees the stylesheet is there and does not add it a second time, out of order.
 */
const inlineStylesheet = ({ file, css }: Stylesheet, nonce: string) =>
  `<link rel="stylesheet" href="/${file}" disabled><style${nonce}>${css.replace(/<\/style/gi, '<\\/style')}</style>`;

/**
 * Runs in the head, before the first paint, so the home page's server-drawn age gate shows at once on
 * a first visit and never flashes on a later one: it marks the document while the gate must ask.
 * `ageGateAsks` is self-contained for this (machines tests that). A Yes tapped before the app has taken
 * the page over marks the document answered, which hides the gate at once; the app, once it runs,
 * records the answer (apps/shop/src/pages/Home.tsx).
 */
const AGE_GATE_MARK =
  `var d=document.documentElement;try{if((${ageGateAsks.toString()})(localStorage.getItem(${JSON.stringify(STORE_KEY)})))d.dataset.ageGate='ask'}catch(e){d.dataset.ageGate='ask'}` +
  `if(d.dataset.ageGate==='ask')document.addEventListener('click',function(e){if(e.target instanceof Element&&e.target.closest('[${STATIC_AGE_GATE_YES}]'))d.dataset.ageGate='yes'})`;

/**
 * The brand's two font files (one per family, the Latin face the shop's text is drawn in), asked for
 * as soon as the head is parsed, beside the page's pictures, rather than once the styles name them.
 * Until they arrive the text is drawn in the metric-matched fallback faces
 * (packages/ui/src/theme/fontFallbacks.ts), which take the same room, so the swap moves nothing.
 * Same origin, so the Content-Security-Policy's `font-src 'self'` covers them; `crossorigin` because a
 * font is always fetched in CORS mode, and a preload without it would be fetched twice.
 */
const fontPreloads = (files: string[]) =>
  files.map((file) => `<link rel="preload" href="${escapeHtml(file)}" as="font" type="font/woff2" crossorigin>`).join('');

/**
 * Holds the first paint until the whole page is parsed (its last element, the router's data, has
 * arrived). A browser otherwise paints a page in pieces as its parser yields, and on a phone the pieces
 * moved: the logo as its icon alone, then with its name; the side buttons one at a time (layout shift).
 * The page is small (the catalogue's largest is about 15 kB compressed), so waiting for all of it costs little.
 */
const PAINT_WHEN_PARSED = `<link rel="expect" href="#${ROUTER_DATA_ID}" blocking="render">`;

/** The stylesheets index.html links (files under dist/): the entry's, which every page carries. */
export const entryStylesheets = (template: string) => [...template.matchAll(STYLESHEET_LINK)].map(([, file]) => file!);

/** `webFonts`: the web font files every page preloads (./webFonts.ts). */
export function prepareShell(template: string, webFonts: string[]) {
  if (!BOOT_SCRIPT.test(template) || !OUTLET.test(template)) throw new Error('index.html has no boot script or no <!--app--> outlet; rebuild the shop.');
  const frame = template.replace(STYLESHEET_LINK, '');
  // The rendered page goes between these two and is never searched or rewritten.
  const [beforeApp = '', afterApp = ''] = frame.split(OUTLET);
  const preloads = fontPreloads(webFonts);

  return {
    fill({ html, lang, stylesheets, title, description, links = [], jsonLd, data, nonces, noindex }: PageParts): string {
      const script = nonceAttribute(nonces.script);
      const style = nonceAttribute(nonces.style);
      const withNonces = (part: string) => part.replace(TEMPLATE_INLINE, (tag, kind: string) => `${tag}${kind === 'script' ? script : style}`);
      let head = withNonces(beforeApp).replace(
        '</head>',
        () =>
          `${PAINT_WHEN_PARSED}${preloads}<script${script}>${AGE_GATE_MARK}</script>${stylesheets.map((sheet) => inlineStylesheet(sheet, style)).join('')}` +
          links.map(({ rel, href, hreflang }) => `<link rel="${rel}"${hreflang ? ` hreflang="${escapeHtml(hreflang)}"` : ''} href="${escapeHtml(href)}">`).join('') +
          (jsonLd ? `<script type="application/ld+json"${script}>${scriptJson(jsonLd)}</script>` : '') +
          (noindex ? '<meta name="robots" content="noindex">' : '') +
          '</head>',
      );
      head = head.replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(lang)}"`);
      if (title) head = head.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
      if (description) head = head.replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(description)}"`);
      const tail = withNonces(afterApp).replace('</body>', () => `<script type="application/json" id="${ROUTER_DATA_ID}"${script}>${scriptJson(data)}</script></body>`);
      return `${head}${html}${tail}`;
    },
  };
}
