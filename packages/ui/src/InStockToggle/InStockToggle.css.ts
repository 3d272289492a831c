import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: 48,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  cursor: 'pointer',
});

// The real checkbox lies over the drawn switch: clicks land on it, and focus and state come from it.
export const input = style({
  position: 'absolute',
  top: '50%',
  left: 0,
  width: 44,
  height: 44,
  margin: 0,
  transform: 'translateY(-50%)',
  opacity: 0,
  cursor: 'pointer',
});

export const track = style({
  position: 'relative',
  flexShrink: 0,
  width: 44,
  height: 26,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  transition: `background-color ${vars.motion.fast} ease, border-color ${vars.motion.fast} ease`,
  selectors: {
    [`${root}:hover &`]: { borderColor: vars.color.gold },
    [`${input}:checked + &`]: { background: vars.color.wine, borderColor: vars.color.wine },
    [`${input}:focus-visible + &`]: { boxShadow: vars.shadow.focus },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 3,
  left: 3,
  width: 18,
  height: 18,
  borderRadius: '50%',
  background: vars.color.textMuted,
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}, background-color ${vars.motion.fast} ease`,
  selectors: { [`${input}:checked + ${track} &`]: { transform: 'translateX(18px)', background: vars.color.textOnWine } },
});

export const count = style({ fontWeight: vars.fontWeight.regular, color: vars.color.textMuted });
