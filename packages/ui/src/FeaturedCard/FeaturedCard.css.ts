import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { media } from '../theme/tokens';

export const card = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr',
  overflow: 'hidden',
  background: `linear-gradient(160deg, ${vars.color.surfaceRaised}, ${vars.color.surface})`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  '@media': {
    [media.md]: { gridTemplateRows: 'none', gridTemplateColumns: '220px 1fr' },
  },
});

export const media_ = style({
  aspectRatio: '3 / 4',
  maxHeight: 360,
  width: '100%',
  overflow: 'hidden',
  background: vars.color.wineDeep,
  '@media': { [media.md]: { maxHeight: 'none', height: '100%' } },
});

// The picture is neither fetched nor drawn until the card nears the screen (content-visibility); its box
// keeps its size, so nothing moves when it is.
export const mediaWhenNear = style({ contentVisibility: 'auto' });

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'cover' });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  '@media': { [media.md]: { padding: vars.space.xl } },
});

export const name = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed, flex: 1 });

export const action = style({ alignSelf: 'flex-start', marginTop: vars.space.sm });

export const lineSkeleton = style({ height: '1.75rem', width: '60%' });

export const textSkeleton = style({ height: '1rem', width: '100%' });
