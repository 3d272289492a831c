import { vars } from '@cellar/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const mono = 'ui-monospace, "DejaVu Sans Mono", monospace';

export const explorer = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  fontSize: vars.fontSize.sm,
});

export const header = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.md,
});

export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl });

export const column = style({ display: 'grid', gap: vars.space.lg });

export const panel = style({ display: 'grid', gap: vars.space.xs });

export const panelTitle = style({
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: vars.letterSpacing.wider,
  textTransform: 'uppercase',
  color: vars.color.textMuted,
});

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const button = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceRaised,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.wineDeep },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.45 },
  },
});

export const succeed = style([button, { borderColor: vars.color.success }]);
export const fail = style([button, { borderColor: vars.color.danger }]);

/** A box: an open call, a state of the chart. */
export const call = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const code = style({
  margin: 0,
  padding: vars.space.xs,
  background: vars.color.surface,
  borderRadius: vars.radius.sm,
  fontFamily: mono,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});

export const inline = style({ fontFamily: mono, fontSize: vars.fontSize.xs, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted });

export const log = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xxs });

export const state = style([call, { background: vars.color.surface }]);

/** A state the machine is in: the leaf is lit, its parents outlined. */
export const inState = style({ borderColor: vars.color.gold });
export const current = style({ borderWidth: 2, borderColor: vars.color.goldSoft, background: vars.color.wineDeep });

export const stateName = style({ display: 'flex', gap: vars.space.xs, alignItems: 'baseline', fontWeight: vars.fontWeight.semibold });

export const children = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: vars.space.xs, alignItems: 'start' });

export const transitions = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: 2 });

globalStyle(`${transitions} code`, { fontFamily: mono, fontSize: vars.fontSize.xs });
