import { clearOfSideRail, media, vars } from '@cellar/ui';
import { globalStyle, keyframes, style } from '@vanilla-extract/css';

/* Page layout glue shared by the screens: widths, grids, headings and loading placeholders. */

export const container = style({ maxWidth: 1200, margin: '0 auto', paddingInline: vars.space.md, paddingRight: clearOfSideRail(1200) });

export const narrow = style([container, { maxWidth: 880, paddingRight: clearOfSideRail(880) }]);

export const section = style({ paddingBlock: vars.space.xxl });

/** Under a compact banner: what the page is for starts close under it. */
export const firstSection = style({ paddingTop: vars.space.lg, paddingBottom: vars.space.xxl });

export const eyebrow = style({
  color: vars.color.gold,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
});

export const title = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.02em',
});

export const sectionTitle = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(1.6rem, 1.2rem + 1.6vw, 2.125rem)',
  lineHeight: vars.lineHeight.tight,
  letterSpacing: '0.04em',
  textAlign: 'center',
  marginBottom: vars.space.xl,
});

export const tagline = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg, fontStyle: 'italic', fontFamily: vars.font.display });

export const muted = style({ color: vars.color.textMuted });

/** The fewest cards a row of the catalogue's grid holds (a phone's): that row is on every device's first screen. */
export const NARROWEST_ROW = 2;
/** The most cards a row of the catalogue's grid holds (a laptop's). */
const WIDEST_ROW = 5;

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: `repeat(${NARROWEST_ROW}, minmax(0, 1fr))`,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [media.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [media.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
    // Five bottles a row on a laptop: the whole first row, names and prices, fits under the filters.
    [media.xl]: { gridTemplateColumns: `repeat(${WIDEST_ROW}, minmax(0, 1fr))` },
  },
});

export const card = style({
  display: 'grid',
  gap: vars.space.sm,
  height: '100%',
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
  textDecoration: 'none',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast}`,
  selectors: { '&:hover': { transform: 'translateY(-3px)', borderColor: vars.color.gold } },
});

export const cardImage = style({
  width: '100%',
  aspectRatio: '3 / 4',
  objectFit: 'contain',
  background: `radial-gradient(circle at 50% 40%, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
  borderRadius: vars.radius.md,
});

export const cardTitle = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.tight });

const shimmer = keyframes({ '0%': { opacity: 0.45 }, '50%': { opacity: 0.8 }, '100%': { opacity: 0.45 } });

/** Placeholders take the size of what they stand for, so nothing moves when the data arrives. */
export const skeleton = style({
  background: vars.color.surfaceRaised,
  borderRadius: vars.radius.md,
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const skeletonLine = style([skeleton, { height: '1.2em' }]);

export const problem = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  textAlign: 'center',
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const errorText = style({ color: vars.color.danger });

export const actionsRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, justifyContent: 'center', marginTop: vars.space.xl });

export const filterRow = style({ marginBottom: vars.space.lg, minWidth: 0 });

export const stack = style({ display: 'grid', gap: vars.space.md });

export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  // A field whose error adds a line leaves its neighbour in the row as it was.
  alignItems: 'start',
  gridTemplateColumns: '1fr',
  '@media': { [media.md]: { gridTemplateColumns: '1fr 1fr' } },
});

export const fullRow = style({ '@media': { [media.md]: { gridColumn: '1 / -1' } } });

export const panel = style({
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
});

export const panelTitle = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: vars.letterSpacing.wider,
  color: vars.color.gold,
  marginBottom: vars.space.md,
});

globalStyle(`${problem} p`, { maxWidth: '48ch' });

export const resultCount = style({
  marginBottom: vars.space.md,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: vars.letterSpacing.wide,
  textAlign: 'center',
});
