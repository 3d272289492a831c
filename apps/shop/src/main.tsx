// The brand's faces (@font-face rules of the self-hosted files); the server preloads the files every page draws with.
import '@cellar/ui/fonts';
import { basenameOf, loadLocale, localeOfPath } from '@cellar/i18n';
import { WordsProvider } from '@cellar/i18n/react';
import { styleNonce } from '@cellar/ui';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import { loadInspector } from './dev/inspector';
import { createRoutes, loadRoutesFor } from './routing/routes';
import { ROUTER_DATA_ID } from './data/routerData';
import { loadFullStylesheets } from './boot/fullStylesheets';
import { adoptServerHtml } from './boot/useHydrated';
import { yieldToBrowser } from './boot/yieldToBrowser';
import { createShop } from './shop/shop';

// react-remove-scroll (Radix's scroll lock) adds a style element with the nonce its get-nonce helper
// finds, which is webpack's global even in a Vite build; it must be there before a dialog opens.
const nonce = styleNonce();
if (nonce) Object.assign(window, { __webpack_nonce__: nonce });

// The page's language is its address's (/es/… is Spanish): its words load before anything is drawn, and
// its router works under its prefix, so every link and navigation of the app stays in that language.
const locale = localeOfPath(window.location.pathname);
const basename = basenameOf(locale);
// The pages the server leaves to the browser come as index.html, which is written in English.
document.documentElement.lang = locale;
const inspect = await loadInspector();
// Machines navigate only in response to events, which arrive after the router below exists.
const shop = createShop({ locale, navigate: (to) => void router.navigate(to), ...(inspect ? { inspect } : {}) });
// Each step of the takeover in a task of its own (a few milliseconds each; 30 to 40 back to back).
await yieldToBrowser();
const routes = createRoutes(shop);
// The server rendered the public pages (apps/shop/src/entry-server.tsx) and sent its routes' loader data with them.
const serverData = document.getElementById(ROUTER_DATA_ID)?.textContent;
// Such a page carries only the styles its HTML uses; the app may draw more as soon as it runs.
await Promise.all([loadRoutesFor(routes, window.location.pathname, basename), loadFullStylesheets(), loadLocale(locale)]);
await yieldToBrowser();
const router = createBrowserRouter(routes, { basename, ...(serverData ? { hydrationData: JSON.parse(serverData) as HydrationState } : {}) });
await yieldToBrowser();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const app = (
  <StrictMode>
    <WordsProvider locale={locale}>
      <RouterProvider router={router} />
    </WordsProvider>
  </StrictMode>
);
// As a transition, hydration yields to the browser every few milliseconds instead of holding a phone's
// main thread for the whole page, so a tap during it is answered sooner.
if (serverData) {
  adoptServerHtml();
  startTransition(() => void hydrateRoot(root, app));
} else createRoot(root).render(app);
