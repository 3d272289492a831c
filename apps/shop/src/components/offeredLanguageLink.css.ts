import { vars } from '@cellar/ui';
import { style } from '@vanilla-extract/css';

export const link = style({ color: vars.color.goldSoft, fontSize: vars.fontSize.sm, textDecoration: 'underline', textUnderlineOffset: '0.2em' });
