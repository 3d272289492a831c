import { style } from '@vanilla-extract/css';
import { title as emptyStateTitle } from '../EmptyState/EmptyState.css';
import { vars } from '../theme/contract.css';

export { root, icon } from '../EmptyState/EmptyState.css';

// A heading here (EmptyState's title is a paragraph), but with EmptyState's weight rather than the browser's bold.
export const title = style([emptyStateTitle, { fontWeight: vars.fontWeight.regular }]);

export const text = style({ maxWidth: '36ch', marginTop: `calc(-1 * ${vars.space.sm})`, color: vars.color.textMuted });
