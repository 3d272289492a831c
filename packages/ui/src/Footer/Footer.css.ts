import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';
import { clearOfSideRail } from '../SideButtons/clearOfSideRail';

export const footer = style({
  marginTop: vars.space.xxxl,
  background: `linear-gradient(180deg, ${vars.color.surface}, ${vars.color.ground})`,
  borderTop: `3px solid ${vars.color.wine}`,
});

const width = 1280;

export const inner = style({
  display: 'grid',
  gap: vars.space.xl,
  maxWidth: width,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${clearOfSideRail(width, vars.space.lg)} ${vars.space.xxl} ${vars.space.lg}`,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.sm]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [media.lg]: {
      gridTemplateColumns: '1.4fr 1fr 1fr 1.4fr',
      padding: `${vars.space.xxxl} ${clearOfSideRail(width, vars.space.xl)} ${vars.space.xxl} ${vars.space.xl}`,
    },
  },
});

export const brand = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const logo = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const blurb = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.relaxed, maxWidth: '36ch' });

export const socials = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const column = style({ display: 'grid', gap: vars.space.sm, alignContent: 'start' });

export const heading = style({
  color: vars.color.gold,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
});

export const list = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-block',
  padding: `${vars.space.xxs} 0`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:hover': { color: vars.color.goldSoft, textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const legal = style({
  maxWidth: width,
  margin: '0 auto',
  padding: `${vars.space.md} ${clearOfSideRail(width, vars.space.lg)} ${vars.space.xl} ${vars.space.lg}`,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  textAlign: 'center',
});
