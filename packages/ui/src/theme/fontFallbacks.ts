/**
 * Metric-matched fallback faces for the two web fonts. Until Inter and Playfair Display have loaded
 * (`font-display: swap`), text is drawn in a local face scaled and set on the web font's lines, so it
 * takes the same room and nothing moves when the web font swaps in (CLS 0), however late it comes.
 *
 * Derived from the font files (harfbuzz, both shaped over the same sample of the shop's English copy):
 * `size-adjust` = web font's average advance / local face's; `ascent-override` and `descent-override`
 * = the web font's own ascender and descender (hhea, in em) / size-adjust; no line gap. Arial and Times
 * New Roman are measured through Liberation Sans and Liberation Serif, their metric twins on Linux.
 *
 * | web font (weights)            | local face        | avg advance, web / local | size-adjust |
 * |-------------------------------|-------------------|--------------------------|-------------|
 * | Inter 400                     | Arial             | 0.4995 / 0.4740 em       | 105.38 %    |
 * | Inter 600–700                 | Arial Bold        | 0.5101 / 0.5043 em       | 101.15 %    |
 * | Playfair Display 400          | Times New Roman   | 0.4713 / 0.4356 em       | 108.20 %    |
 * | Playfair Display 600–700      | Times New Roman B | 0.4822 / 0.4626 em       | 104.24 %    |
 *
 * Inter: ascender 1984, descender 494 of 2048 units; Playfair Display: 1082 and 251 of 1000.
 */

export interface FallbackFace {
  /** The weights this face stands in for. */
  weight: string;
  /**
   * Local fonts with the same metrics, so whichever is found draws alike: Linux's twins first. Chromium
   * on Linux asks the browser process for each local() name in turn, about 2 ms a name before the first
   * paint (17 ms of the first style pass on the home page when Arial and ArialMT were asked first, and
   * missed); elsewhere a name is looked up in a table within the page's process, where a miss costs
   * next to nothing. The full names suffice: Chromium matches a full or a PostScript name.
   */
  local: string[];
  /** size-adjust, as a fraction. */
  sizeAdjust: number;
}

export interface FallbackFamily {
  /** The web font's family name, as its @font-face declares it. */
  webFont: string;
  /** The fallback family's name, used right after the web font in the stack. */
  name: string;
  ascent: number;
  descent: number;
  faces: FallbackFace[];
}

const sans = ['Liberation Sans', 'Arimo', 'Arial', 'ArialMT'];
const sansBold = ['Liberation Sans Bold', 'Arimo Bold', 'Arial Bold', 'Arial-BoldMT'];
const serif = ['Liberation Serif', 'Tinos', 'Times New Roman', 'TimesNewRomanPSMT'];
const serifBold = ['Liberation Serif Bold', 'Tinos Bold', 'Times New Roman Bold', 'TimesNewRomanPS-BoldMT'];

export const fallbackFamilies = {
  body: {
    webFont: 'Inter Variable',
    name: 'Inter Fallback',
    ascent: 1984 / 2048,
    descent: 494 / 2048,
    faces: [
      { weight: '100 549', local: sans, sizeAdjust: 0.4995 / 0.474 },
      { weight: '550 900', local: sansBold, sizeAdjust: 0.5101 / 0.5043 },
    ],
  },
  display: {
    webFont: 'Playfair Display Variable',
    name: 'Playfair Display Fallback',
    ascent: 1082 / 1000,
    descent: 251 / 1000,
    faces: [
      { weight: '100 549', local: serif, sizeAdjust: 0.4713 / 0.4356 },
      { weight: '550 900', local: serifBold, sizeAdjust: 0.4822 / 0.4626 },
    ],
  },
} satisfies Record<string, FallbackFamily>;

/** The web fonts' family names, as their @font-face rules declare them. */
export const webFontFamilies = Object.values(fallbackFamilies).map((family) => family.webFont);

const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** The @font-face descriptors of a family's fallback faces. */
export function fallbackFaceRules({ ascent, descent, faces }: FallbackFamily) {
  return faces.map(({ weight, local, sizeAdjust }) => ({
    src: local.map((name) => `local("${name}")`).join(', '),
    fontWeight: weight,
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(ascent / sizeAdjust),
    descentOverride: percent(descent / sizeAdjust),
    lineGapOverride: '0%',
  }));
}

/** A font stack: the web font, its metric-matched fallback, then the generic stack. */
export const fontStack = (family: FallbackFamily, rest: string) => `"${family.webFont}", "${family.name}", ${rest}`;

export const fontRest = {
  display: 'Georgia, "Times New Roman", serif',
  body: '"Helvetica Neue", Arial, sans-serif',
};
