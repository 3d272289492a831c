import { describe, expect, it } from 'vitest';
import { latinFontFiles } from './webFonts';

/** As the build writes @fontsource's faces: one per subset, the Latin one's range shortened to `U+??`. */
const BUILT_CSS = [
  '@font-face{font-family:Inter Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/assets/inter-cyrillic-1.woff2)format("woff2-variations");unicode-range:U+301,U+400-45F,U+490-491}',
  '@font-face{font-family:Inter Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/assets/inter-latin-ext-2.woff2)format("woff2-variations");unicode-range:U+100-2BA,U+2BD-2C5}',
  '@font-face{font-family:Inter Variable;font-style:normal;font-display:swap;font-weight:100 900;src:url(/assets/inter-latin-3.woff2)format("woff2-variations");unicode-range:U+??,U+131,U+152-153}',
  '.title{font-family:"Playfair Display Variable",serif}',
  '@font-face{font-family:"Playfair Display Variable";font-style:italic;src:url("/assets/playfair-italic-4.woff2");unicode-range:U+0000-00FF}',
  '@font-face{font-family:"Playfair Display Variable";font-style:normal;src:url("/assets/playfair-latin-5.woff2") format("woff2");unicode-range:U+0000-00FF,U+0131}',
  '@font-face{src:local(Arial);font-family:Inter Fallback}',
].join('');

describe('the web font files a server-drawn page fetches', () => {
  it("are each family's upright face for the shop's Latin text", () => {
    expect(latinFontFiles(BUILT_CSS, ['Inter Variable', 'Playfair Display Variable'])).toEqual(['/assets/inter-latin-3.woff2', '/assets/playfair-latin-5.woff2']);
  });

  it('take a face without a unicode-range as drawing every character', () => {
    const css = '@font-face{font-family:Brand;src:url(/assets/brand-6.woff2)}';
    expect(latinFontFiles(css, ['Brand'])).toEqual(['/assets/brand-6.woff2']);
  });

  it('stop the server from starting when a family has no such face, rather than fetch nothing', () => {
    expect(() => latinFontFiles(BUILT_CSS, ['Inter Variable', 'Lora Variable'])).toThrow(/Lora Variable/);
  });
});
