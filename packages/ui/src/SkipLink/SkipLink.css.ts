import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

// Out of sight until a keyboard reaches it; then over the sticky bar, where the eye is.
export const root = style({
  position: 'absolute',
  left: vars.space.sm,
  top: -100,
  zIndex: vars.z.overlay,
  padding: vars.space.xs,
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space.xs, outline: 'none', boxShadow: vars.shadow.focus } },
});
