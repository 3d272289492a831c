import { vars } from '@cellar/ui';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'grid', gap: vars.space.md, justifyItems: 'center' });

export const stage = style({
  position: 'relative',
  width: '100%',
  height: 360,
  perspective: 1000,
  overflow: 'hidden',
});

export const slot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  justifyContent: 'center',
  transition: `transform 600ms ${vars.motion.easing}, opacity 600ms`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const slide = style({
  width: 220,
  height: 'fit-content',
  display: 'grid',
  gap: vars.space.xs,
  justifyItems: 'center',
  padding: vars.space.md,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textDecoration: 'none',
});

export const image = style({ width: 160, height: 240, objectFit: 'contain' });

export const name = style({ fontFamily: vars.font.display, textAlign: 'center' });

export const controls = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });

export const dots = style({ display: 'flex', gap: vars.space.xs });

export const dot = style({
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  background: 'none',
  cursor: 'pointer',
  display: 'grid',
  placeItems: 'center',
  '::before': { content: '""', width: 10, height: 10, borderRadius: vars.radius.pill, background: vars.color.borderStrong },
  selectors: { '&[aria-current="true"]::before': { background: vars.color.gold } },
});

export const arrow = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
});
