import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const content = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs });

export const icon = style({ flexShrink: 0 });
