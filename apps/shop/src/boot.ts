/**
 * The addresses of src/start.ts's module and of every chunk it imports, directly or not, filled in by
 * the build (build/inlineBoot.ts); in development, src/start.ts itself.
 */
declare const __SHOP_CODE__: readonly string[];
/** The address of src/boot/warmIntl.ts's worker, filled in by the build; in development, the module itself. */
declare const __WARM_INTL__: string;

/**
 * The page's only script at first, written into the page by the build (build/inlineBoot.ts), so no
 * request comes before the first paint. The server's HTML already shows the page; the shop's code
 * (React, the router, the machines) loads once the page has loaded, so the HTML, styles, fonts and
 * first pictures have a phone's bandwidth first, and React then hydrates the page (src/main.tsx).
 * What the shopper types meanwhile stays in the fields and is taken over with them.
 */
let started = false;

function start() {
  if (started) return;
  started = true;
  // First, so ICU's data for the page's language loads on another thread while the chunks below arrive.
  try {
    new Worker(__WARM_INTL__, { type: 'module', name: document.documentElement.lang });
  } catch {
    // Only a head start: a browser that refuses the worker leaves the app to load that data itself.
  }
  // Imported side by side rather than one after the other: the first is src/start.ts, the rest its imports.
  // Each import in a task of its own: one call can hold the main thread for milliseconds (measured up to
  // 24 ms), and twenty in one task made the page's longest task after its first paint.
  for (const url of __SHOP_CODE__) setTimeout(() => void import(/* @vite-ignore */ url), 0);
}

/**
 * Once the page has loaded and its first paint is on the screen. The chunks' evaluation, queued as they
 * arrive, would otherwise run before the browser's first frame and hold the first paint behind the app. A
 * paint reaches the screen some time after it is drawn, once its pictures are decoded and rastered (here,
 * headless, up to 100 ms after `load`), and the paint timing entry says when it did. A hidden tab draws
 * no frames, and a browser may time no paints: those start after a short wait instead.
 */
function startAfterFirstPaint() {
  try {
    const painted = new PerformanceObserver((entries) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      painted.disconnect();
      setTimeout(start, 0);
    });
    painted.observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
  setTimeout(start, 500);
}

if (document.readyState === 'complete') startAfterFirstPaint();
else addEventListener('load', startAfterFirstPaint, { once: true });
