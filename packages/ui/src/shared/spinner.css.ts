import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

/** A ring with a gap that turns while something is in flight; it takes the colour and size of its text. */
export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  // Progress is still worth showing to visitors who asked for less motion, only slower.
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
