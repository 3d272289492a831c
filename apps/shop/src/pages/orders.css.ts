import { media, vars } from '@cellar/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const list = style({ display: 'grid', gap: vars.space.md });

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

export const summary = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} ${vars.space.lg}`,
  cursor: 'pointer',
  listStyle: 'none',
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  fontSize: vars.fontSize.sm,
  selectors: { '&::-webkit-details-marker': { display: 'none' } },
});

export const chevron = style({ flexShrink: 0, transition: `transform ${vars.motion.fast}` });

globalStyle(`details[open] > summary ${chevron}`, { transform: 'rotate(180deg)' });

export const body = style({ padding: `0 ${vars.space.lg} ${vars.space.lg}`, display: 'grid', gap: vars.space.lg });

export const facts = style({
  margin: 0,
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.xs, letterSpacing: vars.letterSpacing.wide });
globalStyle(`${facts} dd`, { margin: 0 });

export const status = style({ textTransform: 'capitalize', color: vars.color.goldSoft });

export const lines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const line = style({
  display: 'grid',
  gridTemplateColumns: '56px 1fr',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  '@media': { [media.md]: { gridTemplateColumns: '56px 1fr auto' } },
});

export const lineActions = style({ display: 'flex', gap: vars.space.xs, gridColumn: '1 / -1', '@media': { [media.md]: { gridColumn: 'auto' } } });

export const thumb = style({ width: 56, height: 72, objectFit: 'contain' });

export const banner = style({
  height: 180,
  borderRadius: vars.radius.lg,
  marginBottom: vars.space.xl,
  background: `linear-gradient(120deg, ${vars.color.wineDeep}, ${vars.color.ground}), url(/media/cellar-poster.webp) center / cover`,
  backgroundBlendMode: 'multiply',
  display: 'grid',
  placeItems: 'center',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontStyle: 'italic',
  color: vars.color.goldSoft,
});

export const panelPlaceholder = style({ height: 56 });
