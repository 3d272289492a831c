import { vars } from '@cellar/ui';
import { style } from '@vanilla-extract/css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: `${vars.space.xl} ${vars.space.md}`,
  background: `radial-gradient(ellipse at top, ${vars.color.wineDeep}, ${vars.color.ground} 65%), url(/media/cellar-poster.webp) center / cover`,
  backgroundBlendMode: 'multiply',
});

export const card = style({
  width: '100%',
  maxWidth: 520,
  display: 'grid',
  gap: vars.space.lg,
  padding: vars.space.xl,
  background: 'rgba(29, 24, 26, 0.94)',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
});

export const brand = style({
  justifySelf: 'center',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.gold,
  textDecoration: 'none',
});

export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xxl, textAlign: 'center' });

export const alt = style({ textAlign: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const altLink = style({ color: vars.color.goldSoft });

/** Under the password, at its right edge, where people look for it. */
export const forgot = style({ justifySelf: 'end', marginTop: `calc(-1 * ${vars.space.sm})`, fontSize: vars.fontSize.sm });

export const notice = style({ margin: 0, textAlign: 'center', color: vars.color.goldSoft, fontSize: vars.fontSize.sm });
