import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const form = style({
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
  minWidth: 0,
  margin: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  overflow: 'hidden',
  transition: `border-color ${vars.motion.fast} ease, box-shadow ${vars.motion.fast} ease`,
  selectors: {
    '&:hover': { borderColor: vars.color.gold },
    '&:focus-within': { borderColor: vars.color.goldSoft, boxShadow: vars.shadow.focus },
  },
});

export const variant = styleVariants({
  default: { minHeight: 52 },
  // 44 px: the navbar's height budget, and still a full touch target.
  compact: { minHeight: 44 },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  padding: `0 ${vars.space.xs} 0 ${vars.space.md}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  outline: 'none',
  appearance: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    // The form draws its own clear button, which can take focus and keeps the field in step with its value.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&::-webkit-search-decoration': { appearance: 'none' },
  },
});

const iconButton = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: 44,
  padding: 0,
  border: 0,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focus}`, outlineOffset: -4, borderRadius: vars.radius.pill } },
});

export const clear = style([
  iconButton,
  {
    color: vars.color.textMuted,
    selectors: { '&:hover': { color: vars.color.text } },
  },
]);

export const submit = styleVariants({
  default: [
    iconButton,
    {
      width: 56,
      background: vars.color.wine,
      color: vars.color.textOnWine,
      selectors: { '&:hover': { background: vars.color.wineHover }, '&:focus-visible': { borderRadius: 0 } },
    },
  ],
  compact: [iconButton, { color: vars.color.gold, selectors: { '&:hover': { color: vars.color.goldSoft } } }],
});
