import { vars } from '@cellar/ui';
import { style } from '@vanilla-extract/css';

/** The parts every back-office screen is built from, so the screens line up with each other. */
export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', justifyContent: 'space-between', gap: vars.space.md });

export const title = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xxl, lineHeight: vars.lineHeight.tight });

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.md });

export const toolbarField = style({ minWidth: 200, flex: '1 1 200px', maxWidth: 320 });

/** A search box beside a toolbar's filters takes the room they leave, rather than a line of its own. */
export const toolbarSearch = style({ flex: '1 1 320px' });

export const panel = style({
  display: 'grid',
  gap: vars.space.md,
  padding: vars.space.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/** A panel holding one short form on a line, e.g. a name and its button (a panel alone stacks its children). */
export const panelToolbar = style([panel, { display: 'flex', flexWrap: 'wrap', alignItems: 'end' }]);

export const panelTitle = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg });

export const formGrid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  alignItems: 'start',
});

export const wide = style({ gridColumn: '1 / -1' });

/**
 * A text in each language, English and Spanish side by side on a row of its own so the two read
 * together; one above the other where the screen is too narrow for two fields.
 */
export const languagePairs = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr 1fr',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 720px)': { gridTemplateColumns: '1fr' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

/** A row's badges side by side, wrapping in a narrow cell. */
export const badges = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs });

/** The buttons of a table row, in a cell aligned to its end. */
export const rowActions = style([actions, { justifyContent: 'flex-end' }]);

export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const problem = style({ color: vars.color.danger, fontWeight: vars.fontWeight.medium });

export const success = style({ color: vars.color.success });

// Four figures stand in a row on a desktop and two by two on a tablet, rather than three and one left alone.
export const cards = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))' });

// 360 px a column: a panel holding a table (the stock movements, the dashboard's) gets the whole width of a
// tablet held upright rather than half of it; three still stand side by side on a desktop.
export const columns = style({ display: 'grid', gap: vars.space.lg, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 360px), 1fr))', alignItems: 'start' });

export const link = style({ color: vars.color.goldSoft });

/** A group of fields under its own legend (a wine's facts), laid out as the form around it. */
export const fieldset = style([formGrid, { border: 'none', padding: 0, margin: 0, minWidth: 0 }]);

export const legend = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, marginBlockEnd: vars.space.sm });

/** A grape's row: its name wide, its share narrow, and the button that removes it. */
export const grapeRow = style({ display: 'grid', gap: vars.space.sm, gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) auto', alignItems: 'end' });
