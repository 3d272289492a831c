/**
 * index.html turned into the frame of a server-rendered page. Stylesheet links come out (the page
 * carries its styles) and the scripts start after the first paint: on a slow phone the page's HTML,
 * styles and images then get the bandwidth first, and the JavaScript that makes it interactive follows.
 */

const STYLESHEET_LINK = /\s*<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g;
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="(\/[^"]+\.js)">/g;
/** Where index.html holds the loading screen that the rendered page replaces. */
const OUTLET = /<!--app-->[\s\S]*<!--\/app-->/;

export interface PageParts {
  html: string;
  styles: string;
  title?: string | undefined;
  description?: string | undefined;
  /** What the page was drawn with, for the browser to take it over without asking again. */
  data: unknown;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a script element must not contain a closing tag. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The script that starts the app once the first frame is painted (or after a second, in a tab that paints nothing). */
function startAfterFirstPaint(entry: string, preloads: string[]): string {
  const start = `let started=false;const start=()=>{if(started)return;started=true;for(const href of ${JSON.stringify(preloads)}){const link=document.createElement('link');link.rel='modulepreload';link.crossOrigin='';link.href=href;document.head.append(link)}import(${JSON.stringify(entry)})};requestAnimationFrame(()=>setTimeout(start));setTimeout(start,1000)`;
  return `<script type="module">${start}</script>`;
}

export function prepareShell(template: string) {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry || !OUTLET.test(template)) throw new Error('index.html has no module entry or no <!--app--> outlet; rebuild the shop.');
  const entryStyles = [...template.matchAll(STYLESHEET_LINK)].map(([, file]) => file!);
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map(([, href]) => href!);
  const frame = template.replace(STYLESHEET_LINK, '').replace(MODULE_PRELOAD, '').replace(ENTRY_SCRIPT, '');
  const starter = startAfterFirstPaint(entry, preloads);

  return {
    entryStyles,
    fill({ html, styles, title, description, data }: PageParts): string {
      let page = frame
        .replace(OUTLET, () => html)
        .replace('</head>', () => `${styles}</head>`)
        .replace('</body>', () => `<script type="application/json" id="prefetched">${scriptJson(data)}</script>${starter}</body>`);
      if (title) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
      if (description) page = page.replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${escapeHtml(description)}"`);
      return page;
    },
  };
}
