import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.xl} ${vars.space.md}`,
  textAlign: 'center',
});

/** One line whatever it says (progress or the error), so the button under it never moves. */
export const message = style({
  minHeight: `calc(${vars.fontSize.sm} * ${vars.lineHeight.normal})`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  letterSpacing: vars.letterSpacing.wide,
});

export const error = style([message, { color: vars.color.danger, fontWeight: vars.fontWeight.medium }]);

export const progress = style({
  display: 'block',
  width: 200,
  maxWidth: '100%',
  height: 2,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.border,
  overflow: 'hidden',
  appearance: 'none',
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.border },
    '&::-webkit-progress-value': { background: vars.color.gold },
    '&::-moz-progress-bar': { background: vars.color.gold },
  },
});

// Wide enough for 'LOAD MORE', 'Loading…' and 'TRY AGAIN' alike: the button keeps its size between states.
export const action = style({ minWidth: 200 });

export const done = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  color: vars.color.textMuted,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.md,
  fontStyle: 'italic',
  selectors: {
    '&::before, &::after': { content: '""', width: 40, height: 1, background: vars.color.gold },
  },
});
