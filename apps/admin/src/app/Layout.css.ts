import { vars } from '@cellar/ui';
import { style } from '@vanilla-extract/css';

export const frame = style({ minHeight: '100vh', display: 'grid', gridTemplateRows: 'auto 1fr' });

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: 10,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.glass,
  borderBottom: `1px solid ${vars.color.border}`,
  backdropFilter: 'blur(8px)',
});

export const brand = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, color: vars.color.text, whiteSpace: 'nowrap' });

export const brandNote = style({
  marginLeft: vars.space.xs,
  color: vars.color.gold,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
});

export const nav = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  flex: '1 1 auto',
  // Where the sections and the account do not fit one line (a tablet), the sections take a line of their own
  // under the brand and the account, rather than leaving the account alone on a third.
  '@media': { 'screen and (max-width: 1299px)': { order: 1, flexBasis: '100%' } },
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: `0 ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': { color: vars.color.text, background: vars.color.surfaceRaised, boxShadow: `inset 0 -2px 0 ${vars.color.gold}` },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const account = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, marginLeft: 'auto' });

export const who = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const languages = style({ display: 'flex', gap: vars.space.xxs });

export const language = style({
  minHeight: 32,
  padding: `0 ${vars.space.xs}`,
  border: 'none',
  borderRadius: vars.radius.pill,
  background: 'none',
  color: vars.color.textMuted,
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const shopLink = style({ color: vars.color.goldSoft, fontSize: vars.fontSize.sm });

export const main = style({
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
  selectors: { '&:focus': { outline: 'none' } },
});
