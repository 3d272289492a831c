import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const shimmer = keyframes({ from: { backgroundPosition: '200% 0' }, to: { backgroundPosition: '-200% 0' } });

/** Placeholder block for content that is still loading; it keeps the final layout so nothing shifts. */
export const skeleton = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  background: `linear-gradient(90deg, ${vars.color.surface} 25%, ${vars.color.surfaceRaised} 50%, ${vars.color.surface} 75%)`,
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.6s linear infinite`,
});
