import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, fontWeight: vars.fontWeight.medium });
