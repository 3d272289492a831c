import { palette, themeValues } from '@cellar/ui/theme-values';
import type { CSSProperties } from 'react';

// Mail clients drop style sheets: the shop's look comes inline, in its palette and its font stacks, whose
// web fonts a client without them passes over for the local faces named after them.
const serif = themeValues.font.display;
const sans = themeValues.font.body;

export const styles = {
  body: { margin: 0, padding: '24px 0', backgroundColor: palette.ground, color: palette.text, fontFamily: sans },
  container: { maxWidth: 560, margin: '0 auto', padding: '32px 28px', backgroundColor: palette.surface, border: `1px solid ${palette.border}`, borderRadius: 8 },
  brand: { margin: '0 0 24px', fontFamily: serif, fontSize: 26, fontWeight: 700, color: palette.gold, letterSpacing: '0.02em' },
  heading: { margin: '0 0 16px', fontFamily: serif, fontSize: 22, fontWeight: 600, color: palette.text },
  text: { margin: '0 0 16px', fontSize: 16, lineHeight: '1.6', color: palette.text },
  muted: { margin: '0 0 8px', fontSize: 13, lineHeight: '1.5', color: palette.textMuted },
  button: { display: 'inline-block', padding: '12px 24px', borderRadius: 4, backgroundColor: palette.wine, color: palette.textOnWine, fontSize: 15, fontWeight: 600, letterSpacing: '0.06em', textDecoration: 'none' },
  rule: { margin: '28px 0 20px', borderColor: palette.border },
  link: { color: palette.goldSoft },
  lineName: { margin: 0, fontSize: 15, color: palette.text },
  lineMeta: { margin: '4px 0 0', fontSize: 14, color: palette.textMuted },
  thumb: { display: 'block', borderRadius: 4 },
  factTerm: { margin: '0', fontSize: 13, color: palette.textMuted },
  factValue: { margin: '0 0 12px', fontSize: 15, color: palette.text },
  total: { margin: '8px 0 16px', fontSize: 18, fontWeight: 600, color: palette.goldSoft },
} satisfies Record<string, CSSProperties>;
