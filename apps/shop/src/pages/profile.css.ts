import { media, vars } from '@cellar/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' } },
});

export const avatarRow = style({ marginBottom: vars.space.lg });

export const actions = style({ marginTop: vars.space.lg, display: 'flex', gap: vars.space.md, alignItems: 'center', flexWrap: 'wrap' });
