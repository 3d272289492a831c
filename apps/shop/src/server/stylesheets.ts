import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Stylesheet } from './shell';
import { parseStylesheet, type ParsedStylesheet } from './usedCss';

/** A built stylesheet with its rules, read once for every page that carries it. */
export interface LoadedStylesheet extends Stylesheet {
  rules: ParsedStylesheet;
}

/** Vite's build manifest (build.manifest): each source module's chunk, the chunks it imports and its stylesheets. */
type Manifest = Record<string, { css?: string[]; imports?: string[] }>;

/**
 * The stylesheets a server-rendered page needs, written into the page: a phone then paints it as soon
 * as the HTML arrives, instead of after a round trip per stylesheet, and never shows the page's HTML
 * before its own styles (which the browser would otherwise only fetch with the page's chunk).
 */
export async function loadStylesheets(distDir: string, entryStyles: string[]) {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;

  /** A chunk's stylesheets and those of the chunks it imports, dependencies first, skipping any in `seen`. */
  const chunkStyles = (key: string, seen: Set<string>): string[] => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return [];
    seen.add(key);
    const own = (chunk.css ?? []).filter((file) => !seen.has(file));
    own.forEach((file) => seen.add(file));
    return [...(chunk.imports ?? []).flatMap((imported) => chunkStyles(imported, seen)), ...own];
  };

  const build = async (pageSources: string[]) => {
    const seen = new Set(entryStyles);
    const files = [...entryStyles, ...pageSources.flatMap((source) => chunkStyles(source, seen))];
    return Promise.all(
      files.map(async (file): Promise<LoadedStylesheet> => {
        const css = await readFile(join(distDir, file), 'utf8');
        return { file, css, rules: parseStylesheet(css) };
      }),
    );
  };

  // A page's styles never change while the server runs, so each page's are built once.
  const built = new Map<string, Promise<LoadedStylesheet[]>>();
  /** The entry's stylesheets, then those of the pages made from these source files. */
  return function pageStylesheets(pageSources: string[]): Promise<LoadedStylesheet[]> {
    const key = pageSources.join('\n');
    let styles = built.get(key);
    if (!styles) {
      styles = build(pageSources);
      // A failed read is tried again on the next page rather than remembered.
      styles.catch(() => built.delete(key));
      built.set(key, styles);
    }
    return styles;
  };
}
