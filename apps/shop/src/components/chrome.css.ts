import { media, vars } from '@cellar/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/* Layout glue for the header, side buttons and footer, which the ui package has no component for. */

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.sticky,
  background: 'rgba(20, 16, 18, 0.92)',
  backdropFilter: 'blur(8px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const headerInner = style({
  maxWidth: 1280,
  margin: '0 auto',
  height: 64,
  padding: `0 ${vars.space.md}`,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.lg,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  textDecoration: 'none',
  letterSpacing: vars.letterSpacing.wide,
  marginRight: 'auto',
});

export const logoMark = style({ color: vars.color.gold });

export const nav = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.lg,
  '@media': { [media.md]: { display: 'flex' } },
});

export const navLink = style({
  color: vars.color.textMuted,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  padding: `${vars.space.xs} 0`,
  borderBottom: '2px solid transparent',
  selectors: {
    '&:hover, &[aria-current="page"]': { color: vars.color.text, borderBottomColor: vars.color.gold },
  },
});

export const menuWrap = style({ position: 'relative' });

export const menuButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
  padding: 0,
  overflow: 'hidden',
});

export const avatar = style({ width: '100%', height: '100%', objectFit: 'cover' });

export const hamburger = style([menuButton, { '@media': { [media.md]: { display: 'none' } } }]);

export const menu = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  minWidth: 200,
  margin: 0,
  padding: vars.space.xs,
  listStyle: 'none',
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
});

export const menuItem = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: 'none',
  border: 0,
  borderRadius: vars.radius.sm,
  textAlign: 'left',
  color: vars.color.text,
  textDecoration: 'none',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wide,
  cursor: 'pointer',
  ':hover': { background: vars.color.wineDeep },
});

export const mobileNav = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
  '@media': { [media.md]: { display: 'none' } },
});

export const side = style({
  position: 'fixed',
  right: vars.space.sm,
  bottom: vars.space.lg,
  zIndex: vars.z.sticky,
  display: 'grid',
  gap: vars.space.xs,
  '@media': { [media.md]: { top: '50%', bottom: 'auto', transform: 'translateY(-50%)' } },
});

export const sideRow = style({ display: 'none', '@media': { [media.md]: { display: 'contents' } } });

export const adminLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.wine,
  color: vars.color.textOnWine,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wide,
  textDecoration: 'none',
});

export const main = style({ minHeight: '70vh' });

export const footer = style({
  marginTop: vars.space.xxxl,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const footerGrid = style({
  maxWidth: 1280,
  margin: '0 auto',
  padding: `${vars.space.xxl} ${vars.space.md}`,
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.sm]: { gridTemplateColumns: '1fr 1fr' },
    [media.lg]: { gridTemplateColumns: '1.4fr 1fr 1fr 1.6fr' },
  },
});

export const footerHeading = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wider,
  color: vars.color.gold,
  marginBottom: vars.space.sm,
});

export const footerList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });

export const footerLink = style({
  background: 'none',
  border: 0,
  padding: `${vars.space.xxs} 0`,
  color: vars.color.textMuted,
  textDecoration: 'none',
  cursor: 'pointer',
  fontSize: vars.fontSize.sm,
  ':hover': { color: vars.color.text, textDecoration: 'underline' },
});

export const socials = style({ display: 'flex', gap: vars.space.xs, marginTop: vars.space.md });

export const newsletter = style({ display: 'flex', gap: vars.space.xs, alignItems: 'flex-end', marginTop: vars.space.sm });

export const newsletterField = style({ flex: 1 });

export const copyright = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space.md}`,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
});

globalStyle(`${footer} p`, { lineHeight: vars.lineHeight.relaxed });
