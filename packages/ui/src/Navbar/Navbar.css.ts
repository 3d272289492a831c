import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { railShown } from '../SideButtons/shortcuts';
import { barHeight, media } from '../theme/tokens';


export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.z.sticky,
  background: vars.color.glass,
  backdropFilter: 'blur(8px)',
  borderBottom: `1px solid ${vars.color.border}`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  // Narrow, the logo and four 44 px controls share 360 px.
  gap: vars.space.xs,
  maxWidth: 1280,
  height: barHeight,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  '@media': { [media.md]: { gap: vars.space.md, padding: `0 ${vars.space.xl}` } },
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  color: vars.color.text,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const logoMark = style({ color: vars.color.gold });

export const desktop = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space.lg,
  '@media': { [media.md]: { display: 'flex' } },
});

export const links = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const link = style({
  display: 'inline-block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: vars.color.goldSoft },
    '&[aria-current="page"]': { color: vars.color.goldSoft, boxShadow: `inset 0 -2px 0 ${vars.color.gold}` },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

/** The menu button and the shortcuts the side rail holds where it is shown. */
export const narrowOnly = style({ flexShrink: 0, '@media': { [railShown]: { display: 'none' } } });

// Keeps the arrow beside the controls that follow it, as the search toggle does when it comes first.
export const toTop = style({ marginLeft: 'auto' });

/** Narrow and scrolled, the arrow to the top takes the wordmark's room; the mark stays, and the link's name. */
export const wordmark = style({
  selectors: { [`${inner}[data-scrolled] &`]: { display: 'none' } },
  '@media': { [railShown]: { selectors: { [`${inner}[data-scrolled] &`]: { display: 'inline' } } } },
});

export const mobileList = style({ display: 'grid', gap: vars.space.xxs, margin: 0, padding: 0, listStyle: 'none' });

export const mobileLink = style([
  link,
  { display: 'block', padding: `${vars.space.sm} ${vars.space.sm}`, fontSize: vars.fontSize.md, width: '100%', background: 'transparent', border: 0, textAlign: 'left', cursor: 'pointer' },
]);

export const mobileSection = style({
  marginTop: vars.space.lg,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
});

export const mobileHeading = style({
  marginBottom: vars.space.xs,
  padding: `0 ${vars.space.sm}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
});

/** Under the bar and only when opened below 1024 px; in the bar, beside the links, from there on. */
export const search = style({
  display: 'none',
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  padding: `${vars.space.sm} 0`,
  background: vars.color.ground,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  selectors: { '&[data-open]': { display: 'block' } },
  '@media': {
    [media.lg]: {
      display: 'block',
      position: 'static',
      flex: '1 1 auto',
      maxWidth: 360,
      marginLeft: 'auto',
      padding: 0,
      background: 'none',
      border: 0,
      boxShadow: 'none',
    },
  },
});

export const searchInner = style({
  maxWidth: 1280,
  margin: '0 auto',
  padding: `0 ${vars.space.md}`,
  '@media': { [media.md]: { padding: `0 ${vars.space.xl}` }, [media.lg]: { padding: 0 } },
});

// The auto margin keeps the toggle beside the entries that follow it instead of midway along the bar.
export const searchToggle = style({
  marginLeft: 'auto',
  selectors: { '&[aria-expanded="true"]': { borderColor: vars.color.gold }, [`${toTop} ~ &`]: { marginLeft: 0 } },
  '@media': { [media.lg]: { display: 'none' } },
});
