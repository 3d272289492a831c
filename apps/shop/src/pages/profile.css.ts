import { media, vars } from '@cellar/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  // One column that the panels fit into, rather than one as wide as their widest word.
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' } },
});

export const avatarRow = style({ marginBottom: vars.space.lg });

export const actions = style({ marginTop: vars.space.lg, display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });

export const cardNote = style({ marginTop: vars.space.md, marginBottom: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
