import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const panel = style({
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  selectors: { '&:has([aria-expanded="true"])': { borderColor: vars.color.borderStrong } },
});

export const heading = style({ margin: 0, fontSize: 'inherit' });

export const toggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  width: '100%',
  minHeight: 56,
  padding: `${vars.space.md} ${vars.space.lg}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
    '&:focus-visible': { outline: 'none', boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
  },
});

export const chevron = style({
  flexShrink: 0,
  color: vars.color.gold,
  transition: `transform ${vars.motion.fast} ease`,
  selectors: { [`${toggle}[aria-expanded="true"] &`]: { transform: 'rotate(180deg)' } },
});

export const body = style({ padding: `0 ${vars.space.lg} ${vars.space.lg}`, borderTop: `1px solid ${vars.color.border}` });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  gap: vars.space.md,
  margin: `${vars.space.lg} 0`,
});

export const fact = style({ display: 'grid', gap: 2 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.xs, letterSpacing: vars.letterSpacing.wider, textTransform: 'uppercase' });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const rejected = style({
  margin: `0 0 ${vars.space.lg}`,
  padding: vars.space.md,
  borderLeft: `3px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  lineHeight: vars.lineHeight.normal,
});

globalStyle(`${rejected} a`, { color: vars.color.goldSoft });

export const unavailable = style({ alignSelf: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontStyle: 'italic' });

export const products = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const product = style({
  display: 'grid',
  gridTemplateColumns: '56px 1fr',
  gap: vars.space.md,
  alignItems: 'center',
  padding: vars.space.sm,
  background: vars.color.ground,
  borderRadius: vars.radius.md,
  '@media': { [media.md]: { gridTemplateColumns: '56px 1fr auto' } },
});

export const thumb = style({ width: 56, aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: vars.radius.sm });

export const productName = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.md, fontWeight: vars.fontWeight.semibold });

export const productMeta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const productActions = style({
  display: 'flex',
  gap: vars.space.xs,
  flexWrap: 'wrap',
  gridColumn: '1 / -1',
  '@media': { [media.md]: { gridColumn: 'auto' } },
});
