import { style } from '@vanilla-extract/css';
import { moneyFigures } from '../shared/text.css';
import { vars } from '../theme/contract.css';

export const summary = style([moneyFigures, { margin: 0, color: vars.color.goldSoft, fontWeight: vars.fontWeight.semibold }]);
