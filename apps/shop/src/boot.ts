import { STORE_KEY } from '@cellar/machines';
import { holdEarlyActs, onFirstAct } from './app/earlyActs';
import { ROUTER_DATA_ID } from './app/routerData';
import { shopNeededAtOnce } from './app/startup';

/**
 * The page's only script until the shopper acts. The server's HTML already shows the page, so the
 * shop's code (React, the router, the machines: most of a phone's download) loads on the first act,
 * or at once when the page needs it (see startup.ts). Clicks made before it runs are held and replayed.
 */
holdEarlyActs();

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./main');
};

function storageItem(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

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
else onFirstAct(start);
