import { style } from '@vanilla-extract/css';
import { chip } from '../shared/chip.css';
import { label } from '../shared/field.css';
import { moneyFigures } from '../shared/text.css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const root = style([moneyFigures, { display: 'grid', gap: vars.space.sm, minWidth: 0 }]);

// As wide as the two fields, so 'Any price' ends where the fields end rather than across the page.
export const range = style({ display: 'grid', gap: vars.space.xs, width: 'fit-content', maxWidth: '100%' });

/** One label line high whatever it holds, so the reset appearing moves nothing below it. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  height: `calc(${vars.fontSize.xs} * ${vars.lineHeight.normal})`,
});

export const heading = label;

// A 44 px target centred on the label line: it overflows the line instead of making it taller.
export const reset = style({
  minHeight: 44,
  padding: `0 ${vars.space.xs}`,
  marginRight: `calc(-1 * ${vars.space.xs})`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.goldSoft,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const bounds = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const dash = style({ color: vars.color.textMuted, flexShrink: 0 });

// On phones the label sits above the typed price, so the hint ('Any', 'Cualquiera') is read whole.
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  flex: '1 1 0',
  minWidth: 0,
  maxWidth: 168,
  minHeight: 56,
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  '@media': {
    [media.sm]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.xs, minHeight: 48, padding: `0 ${vars.space.md}` },
  },
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  cursor: 'text',
  transition: `border-color ${vars.motion.fast} ease, box-shadow ${vars.motion.fast} ease`,
  selectors: {
    '&:hover': { borderColor: vars.color.gold },
    '&:focus-within': { borderColor: vars.color.goldSoft, boxShadow: vars.shadow.focus },
    '&:has([aria-invalid="true"])': { borderColor: vars.color.danger },
  },
});

export const fieldLabel = style([label, { cursor: 'text' }]);

export const input = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  padding: 0,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  fontVariantNumeric: 'tabular-nums',
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.textMuted, opacity: 1 } },
});

export const error = style({ fontSize: vars.fontSize.sm, color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const bands = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

// Phones get the full 44 px touch target; from 480 px the chips match the category chips.
export const band = style([chip, { minHeight: 44, '@media': { [media.sm]: { minHeight: 40 } } }]);

export { chipCount as bandCount } from '../shared/chip.css';
