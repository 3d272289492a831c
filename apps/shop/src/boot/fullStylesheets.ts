/**
 * A server-rendered page carries only the style rules its HTML uses (src/server/usedCss.ts), and each of
 * the shop's stylesheets as a disabled link. Enabling those links loads the full stylesheets, in the
 * page's order, before the app draws anything the server did not (a menu, a drawer, a toast). Resolves
 * once each has loaded or failed.
 */
export function loadFullStylesheets(): Promise<void> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"][disabled]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((done) => {
          link.addEventListener('load', () => done(), { once: true });
          link.addEventListener('error', () => done(), { once: true });
          link.removeAttribute('disabled');
        }),
    ),
  ).then(() => undefined);
}
