import { vars } from '@cellar/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  position: 'relative',
  width: '100%',
  maxWidth: 360,
  aspectRatio: '1.586',
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  color: vars.color.textOnWine,
  background: `linear-gradient(135deg, ${vars.color.wine} 0%, ${vars.color.wineDeep} 60%, #2a0a12 100%)`,
  boxShadow: vars.shadow.md,
  margin: 0,
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  fontFamily: vars.font.body,
});

export const brand = style({ justifySelf: 'end', fontWeight: vars.fontWeight.bold, fontStyle: 'italic', letterSpacing: vars.letterSpacing.wide });

export const number = style({ alignSelf: 'center', fontSize: vars.fontSize.lg, letterSpacing: '0.12em', fontVariantNumeric: 'tabular-nums' });

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.sm, fontSize: vars.fontSize.sm, margin: 0 });

export const label = style({ display: 'block', fontSize: vars.fontSize.xs, color: vars.color.goldSoft, letterSpacing: vars.letterSpacing.wide });
