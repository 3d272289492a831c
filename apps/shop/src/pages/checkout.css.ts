import { media, vars } from '@cellar/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  // One column that the panels fit into, rather than one as wide as their widest word.
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [media.lg]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)' } },
});

export const billingHead = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' });

export const billing = style({ margin: 0, display: 'grid', gap: vars.space.xs, gridTemplateColumns: 'auto 1fr', columnGap: vars.space.md });

export const summaryLines = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const summaryLine = style({ display: 'grid', gridTemplateColumns: '48px 1fr auto', gap: vars.space.sm, alignItems: 'center' });

export const summaryThumb = style({ width: 48, height: 64, objectFit: 'contain' });

export const totals = style({
  margin: `${vars.space.md} 0`,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  display: 'grid',
  gap: vars.space.xs,
});

globalStyle(`${billing} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
// A word (an email) breaks only when it cannot have a line of its own; 'anywhere' broke it mid-word beside room for it.
globalStyle(`${billing} dd`, { margin: 0, minWidth: 0, overflowWrap: 'break-word' });
globalStyle(`${totals} > div`, { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline' });
globalStyle(`${totals} dd`, { margin: 0 });

export const payment = style({ marginTop: vars.space.lg });
