/**
 * The web font files a server-drawn page fetches ahead, read from the faces the build wrote into
 * index.html (build/fontFacesInPage.ts): for each family, the face that draws the shop's own (Latin)
 * text. The build names the files after their content, so they are found in the CSS rather than written down.
 */

/** A code point every English text holds: the face whose unicode-range covers it is the one the shop's text uses. */
const LATIN_A = 0x41;

/** Whether a unicode-range descriptor (`U+??,U+131,U+152-153`) covers the code point; no descriptor covers all. */
function covers(unicodeRange: string | undefined, codePoint: number): boolean {
  if (unicodeRange === undefined) return true;
  return unicodeRange.split(',').some((part) => {
    const range = part.trim().replace(/^U\+/i, '');
    const [low, high = low] = range.includes('?') ? [range.replace(/\?/g, '0'), range.replace(/\?/g, 'F')] : range.split('-');
    return Number.parseInt(low!, 16) <= codePoint && codePoint <= Number.parseInt(high!, 16);
  });
}

interface Face {
  family: string;
  style: string;
  url: string | undefined;
  unicodeRange: string | undefined;
}

function facesIn(css: string): Face[] {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = '']) => {
    const descriptor = (name: string) => new RegExp(`(?:^|;)\\s*${name}\\s*:\\s*([^;]*)`, 'i').exec(body)?.[1]?.trim();
    return {
      family: (descriptor('font-family') ?? '').replace(/^["']|["']$/g, ''),
      style: descriptor('font-style') ?? 'normal',
      url: /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(descriptor('src') ?? '')?.[1],
      unicodeRange: descriptor('unicode-range'),
    };
  });
}

/** The file of each family's upright face for Latin text, in the order of `families`. */
export function latinFontFiles(css: string, families: readonly string[]): string[] {
  const faces = facesIn(css);
  return families.map((family) => {
    const face = faces.find((candidate) => candidate.family === family && candidate.style === 'normal' && candidate.url && covers(candidate.unicodeRange, LATIN_A));
    if (!face?.url) throw new Error(`The built page declares no Latin face of "${family}"; rebuild the shop.`);
    return face.url;
  });
}
