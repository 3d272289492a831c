import type { Plugin } from 'vite';

/** An @font-face rule as the built (minified) stylesheets write it; its block holds no other braces. */
const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/**
 * Moves every @font-face rule out of the built stylesheets into index.html, as one style element in its
 * head, so each face is declared once per page, from its first paint. A server-drawn page carries its
 * styles inline and the full stylesheets load when the app starts (src/boot/fullStylesheets.ts); each
 * sheet that declared the faces again made Chromium drop its fonts and lay the whole page out anew
 * ("Fonts changed" on every text), a 30-50 ms task per sheet on this machine, four times that on
 * Lighthouse's phone. Empties the sheets' rules in place and returns the page with them.
 */
export function moveFontFaces(stylesheets: { source: string }[], html: string): string {
  const faces = new Set<string>();
  for (const sheet of stylesheets) {
    sheet.source = sheet.source.replace(FONT_FACE, (rule) => {
      faces.add(rule);
      return '';
    });
  }
  if (faces.size === 0) return html;
  return html.replace('</head>', () => `  <style>${[...faces].join('')}</style>\n  </head>`);
}

export function fontFacesInPage(): Plugin {
  return {
    name: 'cellar:font-faces-in-page',
    apply: 'build',
    generateBundle: {
      // After Vite has written the stylesheets and index.html into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        // The server renderer's build has no page and needs no faces.
        if (page?.type !== 'asset') return;
        const stylesheets = Object.values(bundle).flatMap((file) =>
          file.type === 'asset' && file.fileName.endsWith('.css') ? [{ file, source: String(file.source) }] : [],
        );
        page.source = moveFontFaces(stylesheets, String(page.source));
        for (const { file, source } of stylesheets) file.source = source;
      },
    },
  };
}
