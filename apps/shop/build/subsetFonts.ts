import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

/** A @fontsource-variable file as the build names it: `<family>-<subset>-wght-normal-<hash>.woff2`. */
const FONTSOURCE_FILE = /(?:^|\/)(inter|playfair-display)-([a-z-]+)-wght-normal-[\w-]+\.woff2$/;

/** The weights the theme uses (regular to bold); the rest of the weight axis is never drawn. */
const THEME_WEIGHTS = { min: 400, max: 700 };

/** Every character of a CSS unicode-range such as `U+0000-00FF,U+0131`. */
function charactersOf(unicodeRange: string): string {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(from!, 16); code <= parseInt(to!, 16); code++) text += String.fromCodePoint(code);
  }
  return text;
}

/** Each subset's unicode-range, as the family's package declares it in its @font-face rules. */
const unicodeRanges = (family: string) =>
  JSON.parse(readFileSync(require.resolve(`@fontsource-variable/${family}/unicode.json`), 'utf8')) as Record<string, string | undefined>;

/**
 * One @fontsource-variable file (`family`'s `subset`, such as `latin`) slimmed as the build ships it, in
 * `format` (the build's woff2; a test reads the plain font); null for a subset the package does not declare.
 */
export async function subsetFace(source: Buffer, family: string, subset: string, format: 'woff2' | 'sfnt' = 'woff2'): Promise<Buffer | null> {
  const range = unicodeRanges(family)[subset];
  if (!range) return null;
  return subsetFont(source, charactersOf(range), { targetFormat: format, noLayoutClosure: true, variationAxes: { wght: THEME_WEIGHTS } });
}

/**
 * Slims the variable fonts the shop bundles, the biggest files a first visit downloads before its
 * text settles: each keeps only the characters of the unicode-range its @font-face declares (nothing
 * it could be asked to draw goes), the theme's weights, and no glyphs reachable only through
 * OpenType features the shop never turns on (stylistic sets, alternates). Inter's latin file goes
 * from 48 to about 24 kB, Playfair's from 38 to about 27 kB.
 */
export function subsetFonts(): Plugin {
  return {
    name: 'cellar:subset-fonts',
    apply: 'build',
    async generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'asset') continue;
        const [, family, subset] = FONTSOURCE_FILE.exec(file.fileName) ?? [];
        if (!family || !subset) continue;
        file.source = (await subsetFace(Buffer.from(file.source), family, subset)) ?? file.source;
      }
    },
  };
}
