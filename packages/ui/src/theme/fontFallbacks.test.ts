import { describe, expect, it } from 'vitest';
import { fallbackFaceRules, fallbackFamilies } from './fontFallbacks';
import { themeValues } from './values';

describe('the fallback faces the web fonts swap in over', () => {
  it('follow each web font in its stack, before any other face', () => {
    expect(themeValues.font.body.startsWith('"Inter Variable", "Inter Fallback", ')).toBe(true);
    expect(themeValues.font.display.startsWith('"Playfair Display Variable", "Playfair Display Fallback", ')).toBe(true);
  });

  it('are local faces set to the web font’s average width, ascender and descender, with no line gap', () => {
    const [regular, bold] = fallbackFaceRules(fallbackFamilies.body);
    expect(regular).toEqual({
      src: 'local("Liberation Sans"), local("Arimo"), local("Arial"), local("ArialMT")',
      fontWeight: '100 549',
      sizeAdjust: '105.38%',
      ascentOverride: '91.93%',
      descentOverride: '22.89%',
      lineGapOverride: '0%',
    });
    expect(bold).toMatchObject({ fontWeight: '550 900', sizeAdjust: '101.15%' });
    // Scaled by size-adjust, the overrides give back the web font's own line: Inter's 1984 + 494 of 2048 units.
    for (const family of Object.values(fallbackFamilies)) {
      for (const face of fallbackFaceRules(family)) {
        const scale = parseFloat(face.sizeAdjust) / 100;
        expect((parseFloat(face.ascentOverride) / 100) * scale).toBeCloseTo(family.ascent, 3);
        expect((parseFloat(face.descentOverride) / 100) * scale).toBeCloseTo(family.descent, 3);
      }
    }
    expect(fallbackFaceRules(fallbackFamilies.display)[0]).toMatchObject({ src: expect.stringContaining('local("Times New Roman")'), sizeAdjust: '108.20%' });
  });
});
