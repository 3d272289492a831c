/*
 * The theme's values, kept apart from the vanilla-extract contract so the docs pages can show them.
 * Contrast was checked against WCAG 2.1 AA: cream text on ground/surface/wine is above 7:1,
 * muted text above 4.5:1, and gold is only used for large text, icons and focus rings (above 3:1).
 */
import { fallbackFamilies, fontRest, fontStack } from './fontFallbacks';
export const palette = {
  ground: '#141012',
  surface: '#1d181a',
  surfaceRaised: '#272022',
  wine: '#7b1e36',
  wineDeep: '#4a1020',
  wineHover: '#92253f',
  gold: '#c9a45c',
  goldSoft: '#e3cc98',
  text: '#f4ecdf',
  textMuted: '#c4b6a4',
  textOnWine: '#fbf5ea',
  border: '#3a3033',
  borderStrong: '#5a4a4e',
  danger: '#ff9c9c',
  success: '#a6d8ad',
  transit: '#a9cdf5',
} as const;

/** `#rrggbb` at the given opacity, so translucent layers follow their solid colour. */
function alpha(hex: string, opacity: number) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

export const themeValues = {
  color: {
    ...palette,
    overlay: alpha(palette.ground, 0.78),
    glass: alpha(palette.ground, 0.9),
    scrim: `linear-gradient(180deg, ${alpha(palette.ground, 0.55)}, ${alpha(palette.ground, 0.85)})`,
    focus: palette.goldSoft,
  },
  font: {
    display: fontStack(fallbackFamilies.display, fontRest.display),
    body: fontStack(fallbackFamilies.body, fontRest.body),
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.625rem',
    xxl: '2.125rem',
    display: 'clamp(2.25rem, 1.6rem + 2.6vw, 3.5rem)',
  },
  fontWeight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
  lineHeight: { tight: '1.15', normal: '1.5', relaxed: '1.7' },
  letterSpacing: { normal: '0', wide: '0.06em', wider: '0.14em' },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
    xxxl: '4.5rem',
  },
  radius: { sm: '4px', md: '8px', lg: '16px', pill: '999px' },
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
    md: '0 8px 24px rgba(0, 0, 0, 0.45)',
    lg: '0 24px 64px rgba(0, 0, 0, 0.6)',
    focus: `0 0 0 2px ${palette.ground}, 0 0 0 4px ${palette.goldSoft}`,
  },
  motion: { modal: '300ms', backdrop: '150ms', fast: '150ms', easing: 'cubic-bezier(0.22, 1, 0.36, 1)' },
  z: { sticky: '10', overlay: '40', modal: '50', toast: '60' },
};
