import { style } from '@vanilla-extract/css';
import { moneyFigures } from '../shared/text.css';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const frame = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

export const caption = style({
  padding: `${vars.space.md} ${vars.space.md} ${vars.space.xs}`,
  textAlign: 'left',
  color: vars.color.text,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
});

export const row = style({ selectors: { '&:hover': { background: vars.color.surfaceRaised } } });

export const cell = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  textAlign: 'left',
  verticalAlign: 'middle',
  borderBottom: `1px solid ${vars.color.border}`,
  selectors: { [`${row}:last-child > &`]: { borderBottom: 0 } },
});

export const head = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

export const end = style([moneyFigures, { textAlign: 'right', whiteSpace: 'nowrap' }]);

export const secondary = style({ '@media': { 'screen and (max-width: 767px)': { display: 'none' } } });

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  minHeight: 32,
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.goldSoft },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus, borderRadius: vars.radius.sm },
  },
});

export const sortMark = style({ color: vars.color.gold, fontSize: '0.7em' });

export const sortMarkIdle = style([sortMark, { color: vars.color.textMuted, opacity: 0.6 }]);

export const placeholder = style({ display: 'inline-block', verticalAlign: 'middle', height: '1em', width: '6em', maxWidth: '100%' });

export const message = style({ padding: `${vars.space.xl} ${vars.space.md}`, textAlign: 'center' });

export const empty = style({ color: vars.color.textMuted, fontStyle: 'italic' });

export const problem = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
});

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const summary = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const pageButtons = style({ display: 'flex', gap: vars.space.xs });
