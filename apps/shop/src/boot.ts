import { STORE_KEY } from '@cellar/machines';
import { holdEarlyActs, onFirstAct } from './app/earlyActs';
import { ROUTER_DATA_ID } from './app/routerData';
import { shopNeededAtOnce } from './app/startup';

/**
 * The address of src/start.ts's module and those it imports, filled in by the build
 * (build/inlineBoot.ts); in development, src/start.ts itself.
 */
declare const __SHOP_CODE__: readonly string[];

/**
 * The page's only script until the shopper acts, written into the page by the build (build/inlineBoot.ts),
 * so no request comes before the first paint. The server's HTML already shows the page, so the shop's
 * code (React, the router, the machines: most of a phone's download) loads on the first act, or at once
 * when the page needs it (see startup.ts). Clicks made before it runs are held and replayed.
 */
holdEarlyActs();

let started = false;
const start = () => {
  if (started) return;
  started = true;
  // Imported side by side rather than one after the other: the first is src/start.ts, the rest its imports.
  for (const url of __SHOP_CODE__) void import(/* @vite-ignore */ url);
};

function storageItem(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

onFirstAct(start);

/** Whether the page needs the shop at once, decided once the page (and its router data, after this script) is parsed. */
function startIfNeeded() {
  const session = (() => {
    try {
      return window.sessionStorage;
    } catch {
      return undefined;
    }
  })();
  const atOnce = shopNeededAtOnce({
    saved: storageItem(() => window.localStorage, STORE_KEY),
    session,
    pathname: window.location.pathname,
    serverRendered: document.getElementById(ROUTER_DATA_ID) !== null,
  });
  if (atOnce) start();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', startIfNeeded, { once: true });
else startIfNeeded();
