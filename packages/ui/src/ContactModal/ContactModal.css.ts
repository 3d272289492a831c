import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
  padding: vars.space.md,
  textAlign: 'left',
  background: vars.color.ground,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const value = style({ margin: 0, fontSize: vars.fontSize.sm, overflowWrap: 'anywhere' });
