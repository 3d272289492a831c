import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xxxl} ${vars.space.lg}`,
  textAlign: 'center',
});

export const code = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(5rem, 3rem + 10vw, 9rem)',
  lineHeight: 1,
  color: vars.color.gold,
  opacity: 0.9,
});

export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xxl, fontWeight: vars.fontWeight.semibold });

export const text = style({ maxWidth: '42ch', color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const action = style({ marginTop: vars.space.md });
