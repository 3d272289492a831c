import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const area = style({ resize: 'vertical', lineHeight: vars.lineHeight.normal, fontFamily: 'inherit' });
