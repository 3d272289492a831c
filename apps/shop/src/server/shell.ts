import { ageGateAsks, STORE_KEY } from '@cellar/machines';
import { ROUTER_DATA_ID } from '../app/routerData';

/**
 * index.html turned into the frame of a server-rendered page. Stylesheet links come out (the page
 * carries its styles); the one script is the boot script the build wrote into the page (src/boot.ts,
 * build/inlineBoot.ts), which loads the shop's code when the shopper acts.
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
  stylesheets: Stylesheet[];
  title?: string | undefined;
  description?: string | undefined;
  /** The page's canonical address and the next page of a list, for search engines. */
  links?: HeadLink[] | undefined;
  /** schema.org data about the page (a wine and its offer). */
  jsonLd?: object | undefined;
  /** What the page was drawn with, for the browser to take it over without asking again. */
  data: unknown;
  nonces: Nonces;
}

export interface HeadLink {
  rel: 'canonical' | 'next';
  href: string;
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
 * `ageGateAsks` is self-contained for this (machines tests that).
 */
const AGE_GATE_MARK = `try{if((${ageGateAsks.toString()})(localStorage.getItem(${JSON.stringify(STORE_KEY)})))document.documentElement.dataset.ageGate='ask'}catch(e){document.documentElement.dataset.ageGate='ask'}`;

/** Remembers that this browser has had the web fonts, so its later visits ask for them at once. */
export const FONTS_SEEN_KEY = 'fonts';

/**
 * Runs in the head as well: on a first visit the page is drawn with the metric-matched fallback faces
 * only (the theme's `:root[data-fonts-later]`, packages/ui/src/theme/fontFallbacks.ts) and fetches the
 * web fonts once it has loaded (its HTML, styles and first-screen pictures) and painted, so on a phone the
 * fonts never hold back the largest paint or share its bandwidth. Nothing is drawn in them until the app
 * takes the page over (`showWebFonts`): a swap on the idle page would lay the whole page out again. A
 * browser that has had them (its cache likely still holds them) draws in them at once.
 */
const FONTS_AFTER_FIRST_PAINT = `try{if(!localStorage.getItem(${JSON.stringify(FONTS_SEEN_KEY)})){var r=document.documentElement,a='data-fonts-later',f=document.fonts,go=function(){requestAnimationFrame(function(){requestAnimationFrame(function(){Promise.all([f.load('1em "Inter Variable"'),f.load('1em "Playfair Display Variable"')]).then(function(){localStorage.setItem(${JSON.stringify(FONTS_SEEN_KEY)},'1')},function(){})})})};r.setAttribute(a,'');if(document.readyState==='complete')go();else addEventListener('load',go)}}catch(e){}`;

export function prepareShell(template: string) {
  if (!BOOT_SCRIPT.test(template) || !OUTLET.test(template)) throw new Error('index.html has no boot script or no <!--app--> outlet; rebuild the shop.');
  const entryStyles = [...template.matchAll(STYLESHEET_LINK)].map(([, file]) => file!);
  const frame = template.replace(STYLESHEET_LINK, '');
  // The rendered page goes between these two and is never searched or rewritten.
  const [beforeApp = '', afterApp = ''] = frame.split(OUTLET);

  return {
    entryStyles,
    fill({ html, stylesheets, title, description, links = [], jsonLd, data, nonces }: PageParts): string {
      const script = nonceAttribute(nonces.script);
      const style = nonceAttribute(nonces.style);
      const withNonces = (part: string) => part.replace(TEMPLATE_INLINE, (tag, kind: string) => `${tag}${kind === 'script' ? script : style}`);
      let head = withNonces(beforeApp).replace(
        '</head>',
        () =>
          `<script${script}>${AGE_GATE_MARK};${FONTS_AFTER_FIRST_PAINT}</script>${stylesheets.map((sheet) => inlineStylesheet(sheet, style)).join('')}` +
          links.map(({ rel, href }) => `<link rel="${rel}" href="${escapeHtml(href)}">`).join('') +
          (jsonLd ? `<script type="application/ld+json"${script}>${scriptJson(jsonLd)}</script>` : '') +
          '</head>',
      );
      if (title) head = head.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
      if (description) head = head.replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(description)}"`);
      const tail = withNonces(afterApp).replace('</body>', () => `<script type="application/json" id="${ROUTER_DATA_ID}"${script}>${scriptJson(data)}</script></body>`);
      return `${head}${html}${tail}`;
    },
  };
}
