import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { basenameOf, loadLocale, localeOfPath } from '@cellar/i18n';
import { WordsProvider } from '@cellar/i18n/react';
import { createMemoryStorage } from '@cellar/machines';
import { webFontFamilies } from '@cellar/ui/fonts';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, matchRoutes, RouterContextProvider, StaticRouterProvider, type HydrationState } from 'react-router-dom';
import { pageStatus, type Failure } from './data/failure';
import { failedServerLoads } from './data/loaded';
import { createRoutes, type RouteHandle } from './routing/routes';
import { localizedHead } from './seo/localizedHead';
import { DocumentHeadContext, type DocumentHead } from './seo/Seo';
import { createShop } from './shop/shop';
import { entryStylesheets, prepareShell, type Nonces } from './server/shell';
import { loadStylesheets, type LoadedStylesheet } from './server/stylesheets';
import { latinFontFiles } from './server/webFonts';
import { classesIn, usedCss } from './server/usedCss';

/**
 * Server rendering of the public screens, used by the API server (apps/api/src/http/shop-pages.ts).
 * A phone on a slow network sees the page as soon as the HTML and styles arrive, instead of after
 * the JavaScript has loaded, run and asked the API for the data.
 */

export interface RenderPageOptions {
  /** The page's absolute URL. */
  url: string;
  /** How the server reaches its own API. */
  fetch: typeof globalThis.fetch;
  /** The nonces of this response's Content-Security-Policy, for the page's inline scripts and styles. */
  nonces: Nonces;
}

export type RenderedPage = { status: number; html: string; noindex?: boolean } | { status: number; location: string };

/** The app's code (loaded by src/boot.ts), as the build manifest names it. */
const APP_SOURCE = 'src/main.tsx';

/**
 * Reads the built shop in `distDir` once and returns its page renderer, which draws every page as the
 * server's mode has it (the demo's prefilled login, reset and credentials only in demo mode).
 */
export async function createPageRenderer(distDir: string, { demoMode = true }: { demoMode?: boolean } = {}) {
  const template = await readFile(join(distDir, 'index.html'), 'utf8');
  const pageStylesheets = await loadStylesheets(distDir, entryStylesheets(template));
  // The build wrote the faces into the page itself (build/fontFacesInPage.ts).
  const shell = prepareShell(template, latinFontFiles(template, webFontFamilies));
  return { renderPage: (options: RenderPageOptions) => renderPage(options, shell, pageStylesheets, demoMode) };
}

/**
 * Renders the page at `url` into the shell, or returns null for the pages only the browser can draw
 * (those of a signed-in shopper), which get index.html as it is.
 */
async function renderPage(
  { url, fetch, nonces }: RenderPageOptions,
  shell: ReturnType<typeof prepareShell>,
  pageStylesheets: (pageSources: string[]) => Promise<LoadedStylesheet[]>,
  demoMode: boolean,
): Promise<RenderedPage | null> {
  // The page's language is its address's: /es/… is drawn in Spanish, by the routes under that prefix.
  const locale = localeOfPath(new URL(url).pathname);
  const shop = createShop({ baseUrl: new URL('/api', url).href, fetch, storage: createMemoryStorage(), navigate: () => {}, demoMode, locale });
  try {
    const basename = basenameOf(locale);
    await loadLocale(locale);
    const routes = createRoutes(shop);
    const matches = matchRoutes(routes, new URL(url).pathname, basename) ?? [];
    if (matches.some(({ route }) => (route.handle as RouteHandle | undefined)?.private)) return null;

    // The route loaders run once, waiting for their data (failedServerLoads), and the page is drawn once with it.
    const handler = createStaticHandler(routes, { basename });
    const requestContext = new RouterContextProvider();
    const failedLoads: Failure[] = [];
    requestContext.set(failedServerLoads, failedLoads);
    const context = await handler.query(new Request(url), { requestContext });
    if (context instanceof Response) return { status: context.status, location: context.headers.get('location') ?? '/' };
    // Loaders turn failed API calls into data the screen shows; anything they throw is a fault, and the browser gets the plain page.
    if (context.errors) throw new Error(`A route loader failed for ${url}`, { cause: Object.values(context.errors)[0] });
    const router = createStaticRouter(handler.dataRoutes, context);

    const head: DocumentHead = {};
    // Drawn whole (allReady) and sent in one piece, as renderToString would; the stream renderer takes the
    // response's script nonce for what React itself writes into the page: the script that keeps a form
    // submitted before the app runs, for React to send once it has taken the form over.
    const stream = await renderToReadableStream(
      <StrictMode>
        <WordsProvider locale={locale}>
          <DocumentHeadContext.Provider value={head}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </DocumentHeadContext.Provider>
        </WordsProvider>
      </StrictMode>,
      // A boundary larger than the progressive chunk size is otherwise sent as its fallback with the content
      // hidden after it, for a script to swap in: a browser without JavaScript would see only the skeleton.
      { nonce: nonces.script, progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    await stream.allReady;
    const html = await new Response(stream).text();

    const sources = context.matches.flatMap(({ route }) => (route.handle as RouteHandle | undefined)?.source ?? []);
    // The app's own styles (theme, fonts, the frame every page shares) come with its code, which the
    // page loads after it has loaded; the page carries them from the start.
    // Only the rules this HTML uses: the full stylesheets load with the app (src/app/fullStylesheets.ts).
    const classes = classesIn(html);
    const stylesheets = (await pageStylesheets([APP_SOURCE, ...sources])).map(({ file, rules }) => ({ file, css: usedCss(rules, classes) }));
    // The browser's router starts from the same loader data, so taking the page over asks the API nothing.
    const data: HydrationState = { loaderData: context.loaderData };
    const { links, jsonLd } = localizedHead(locale, head, url);
    const noindex = context.matches.some(({ route }) => (route.handle as RouteHandle | undefined)?.noindex);
    const page = shell.fill({ html, stylesheets, lang: locale, title: head.title, description: head.description, links, jsonLd, data, nonces, noindex });
    return { status: pageStatus(context.statusCode, failedLoads), html: page, ...(noindex ? { noindex } : {}) };
  } finally {
    shop.stop();
  }
}
