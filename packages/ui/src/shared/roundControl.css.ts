import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The round 44 px button of the header and the side rail (a touch target of the recommended size). */
export const roundControl = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
});
