import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Label, control and message styles shared by every form field so they line up in one form. */
export const field = style({ display: 'grid', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
});

export const control = style({
  width: '100%',
  minHeight: 48,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.md,
  textAlign: 'left',
  transition: `border-color ${vars.motion.fast} ease, box-shadow ${vars.motion.fast} ease`,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:hover:not(:disabled)': { borderColor: vars.color.gold },
    '&:focus-visible': { outline: 'none', borderColor: vars.color.goldSoft, boxShadow: vars.shadow.focus },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&[readonly]': { background: vars.color.ground },
  },
});

export const message = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const trailingWrap = style({ position: 'relative' });
