/**
 * What the page's boot script (src/boot.ts, inline in the page) imports when the shop must run: the
 * app, imported dynamically so Vite's preload helper fetches its chunks and stylesheets side by side.
 */
void import('./main');
