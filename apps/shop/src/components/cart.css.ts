import { vars } from '@cellar/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '64px 1fr auto',
  gap: vars.space.sm,
  alignItems: 'start',
  paddingBottom: vars.space.md,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const thumb = style({ width: 64, height: 80, objectFit: 'contain', background: vars.color.surfaceRaised, borderRadius: vars.radius.sm });

export const lineBody = style({ display: 'grid', gap: vars.space.xxs });

export const lineName = style({ fontFamily: vars.font.display, fontWeight: vars.fontWeight.semibold });

export const lineControls = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, marginTop: vars.space.xs });

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'none',
  color: vars.color.textMuted,
  cursor: 'pointer',
  ':hover': { color: vars.color.danger, background: vars.color.surfaceRaised },
});

export const subtotal = style({ display: 'grid', justifyItems: 'end', gap: vars.space.xxs });

export const subtotalLabel = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const footer = style({ display: 'grid', gap: vars.space.md });

export const totals = style({ margin: 0, display: 'grid', gap: vars.space.xs });

export const empty = style({ display: 'grid', justifyItems: 'center', gap: vars.space.lg, padding: `${vars.space.xxl} 0`, textAlign: 'center' });

export const emptyTitle = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, letterSpacing: vars.letterSpacing.wide });

globalStyle(`${totals} > div`, { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' });

globalStyle(`${totals} dd`, { margin: 0 });
