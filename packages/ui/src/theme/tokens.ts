/** Motion and layout values that JavaScript needs as numbers (the CSS side reads them from the theme). */
export const motion = { modalMs: 300, backdropMs: 150, toastMs: 3000, carouselAutoplayMs: 2500 } as const;

/** The navbar's height: what sticks to the top of the window while the page scrolls under it. */
export const barHeight = 72;

/** Min-width breakpoints, mobile first: the library is laid out for 360 px to 1440 px. */
export const breakpoints = { sm: 480, md: 768, lg: 1024, xl: 1280, max: 1440 } as const;

export const media = {
  sm: `screen and (min-width: ${breakpoints.sm}px)`,
  md: `screen and (min-width: ${breakpoints.md}px)`,
  lg: `screen and (min-width: ${breakpoints.lg}px)`,
  xl: `screen and (min-width: ${breakpoints.xl}px)`,
} as const;
