import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export { chip, chipCount } from '../shared/chip.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: `${vars.space.xxs} ${vars.space.xxs} ${vars.space.sm}`,
  listStyle: 'none',
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});
