import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const figure = style({
  position: 'relative',
  display: 'grid',
  gap: vars.space.sm,
  minWidth: 0,
  margin: 0,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const caption = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, color: vars.color.text });

export const drawing = style({ width: '100%', minWidth: 0 });

export const empty = style({
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  color: vars.color.textMuted,
  fontStyle: 'italic',
  pointerEvents: 'none',
});
