import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { subsetFace } from './subsetFonts';

const require = createRequire(import.meta.url);

/** Every letter and mark Spanish writes beyond ASCII, capitals included. */
const SPANISH = 'áéíóúüñÁÉÍÓÚÜÑ¿¡';

describe('the web fonts as the build slims them', () => {
  // The shop's text is drawn in each family's latin file; a character it lacks would be drawn in the
  // fallback face, in another shape and width, in the middle of a Spanish word.
  it.each(['inter', 'playfair-display'])('keep every Spanish character in %s', async (family) => {
    const source = readFileSync(require.resolve(`@fontsource-variable/${family}/files/${family}-latin-wght-normal.woff2`));
    const slim = await subsetFace(source, family, 'latin', 'sfnt');
    const drawn = new Set(new Face(new Blob(new Uint8Array(slim!))).collectUnicodes());
    expect([...SPANISH].filter((character) => !drawn.has(character.codePointAt(0)!))).toEqual([]);
  });
});
