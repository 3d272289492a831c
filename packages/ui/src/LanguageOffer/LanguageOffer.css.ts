import { style } from '@vanilla-extract/css';
import { closeButton } from '../shared/overlay.css';
import { vars } from '../theme/contract.css';

export const notice = style({
  position: 'fixed',
  insetInlineStart: vars.space.md,
  insetBlockEnd: vars.space.md,
  zIndex: vars.z.toast,
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  alignItems: 'start',
  maxWidth: 'min(22rem, calc(100vw - 2 * 16px))',
  padding: vars.space.md,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
  color: vars.color.text,
});

export const text = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.normal });

export const link = style({
  gridColumn: 1,
  color: vars.color.goldSoft,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

/** The dialogs' close button, beside the two lines. */
export const dismiss = style([closeButton, { gridColumn: 2, gridRow: '1 / span 2' }]);
