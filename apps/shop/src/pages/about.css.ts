import { media, vars } from '@cellar/ui';
import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { DIAGRAM_SIZE } from '../components/dataModel';

// One column that the sections fit into, rather than one as wide as their widest word.
export const article = style({ display: 'grid', gap: vars.space.xxl, gridTemplateColumns: 'minmax(0, 1fr)' });

export const block = style({ display: 'grid', gap: vars.space.md });

export const heading = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl });

export const text = style({ color: vars.color.textMuted, lineHeight: vars.lineHeight.relaxed });

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs, listStyle: 'none', margin: 0, padding: 0 });

export const chip = style({
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  fontSize: vars.fontSize.sm,
});

const diagramBox = createContainer();

export const diagramFrame = style({ containerName: diagramBox, containerType: 'inline-size', display: 'grid', gap: vars.space.xs });

/** A phone scrolls the diagram sideways rather than shrink its text below its own 12 px. */
export const diagramScroller = style({
  minWidth: 0,
  overflowX: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const diagram = style({ width: '100%', minWidth: DIAGRAM_SIZE.width, height: 'auto' });

export const scrollHint = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  '@container': { [`${diagramBox} (min-width: ${DIAGRAM_SIZE.width + 2}px)`]: { display: 'none' } },
});

export const team = style({
  display: 'grid',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': { [media.md]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
});

/** Side by side where a demo email fits beside its label; on a phone, each label above its credentials. */
export const credentials = style({
  margin: 0,
  display: 'grid',
  gap: `${vars.space.xs} ${vars.space.md}`,
  '@media': { [media.sm]: { gridTemplateColumns: 'auto 1fr' } },
});

globalStyle(`${credentials} dt`, { color: vars.color.textMuted });
globalStyle(`${credentials} dd`, { margin: 0, fontFamily: 'ui-monospace, monospace' });
globalStyle(`${text} a, ${block} a`, { color: vars.color.goldSoft });
