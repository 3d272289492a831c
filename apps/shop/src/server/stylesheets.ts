import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Vite's build manifest (build.manifest): each source module's chunk, the chunks it imports and its stylesheets. */
type Manifest = Record<string, { css?: string[]; imports?: string[] }>;

/**
 * The stylesheets a server-rendered page needs, written into the page: a phone then paints it as soon
 * as the HTML arrives, instead of after a round trip per stylesheet, and never shows the page's HTML
 * before its own styles (which the browser would otherwise only fetch with the page's chunk).
 */
export async function loadStylesheets(distDir: string, entryStyles: string[]) {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const contents = new Map<string, Promise<string>>();
  const read = (file: string) => {
    let css = contents.get(file);
    if (!css) {
      css = readFile(join(distDir, file), 'utf8').then((text) => text.replace(/<\/style/gi, '<\\/style'));
      // A failed read is tried again on the next page rather than remembered.
      css.catch(() => contents.delete(file));
      contents.set(file, css);
    }
    return css;
  };

  /** A chunk's stylesheets and those of the chunks it imports, dependencies first, skipping any in `seen`. */
  const chunkStyles = (key: string, seen: Set<string>): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    const own = (chunk.css ?? []).filter((file) => !seen.has(file));
    own.forEach((file) => seen.add(file));
    return [...(chunk.imports ?? []).flatMap((imported) => chunkStyles(imported, seen)), ...own];
  };

  /** Style elements for the entry's stylesheets, then those of the pages made from these source files. */
  return async function inlineStyles(pageSources: string[]): Promise<string> {
    const seen = new Set(entryStyles);
    const files = [...entryStyles, ...pageSources.flatMap((source) => chunkStyles(source, seen))];
    // Each keeps a disabled link, which the browser does not fetch: the script that loads a page's
    // chunk sees the stylesheet is there and does not add it a second time, out of order.
    const styles = await Promise.all(files.map(async (file) => `<link rel="stylesheet" href="/${file}" disabled><style>${await read(file)}</style>`));
    return styles.join('');
  };
}
