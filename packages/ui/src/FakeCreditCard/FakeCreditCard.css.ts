import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  gap: vars.space.md,
  width: '100%',
  maxWidth: 380,
  margin: 0,
  aspectRatio: '1.586 / 1',
  padding: vars.space.lg,
  // The number is sized by the card, so the card fits a phone's column instead of the number setting its width.
  containerType: 'inline-size',
  borderRadius: vars.radius.lg,
  color: vars.color.textOnWine,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      background: 'radial-gradient(120% 80% at 100% 0%, rgba(255, 255, 255, 0.14), transparent 60%)',
      pointerEvents: 'none',
    },
  },
});

export const brand = styleVariants({
  Visa: { background: `linear-gradient(135deg, ${vars.color.wine}, ${vars.color.wineDeep} 70%)` },
  Mastercard: { background: `linear-gradient(135deg, ${vars.color.surfaceRaised}, ${vars.color.ground} 75%)`, border: `1px solid ${vars.color.borderStrong}` },
});

export const top = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' });

export const chip = style({
  width: 44,
  height: 32,
  borderRadius: 6,
  background: `linear-gradient(135deg, ${vars.color.goldSoft}, ${vars.color.gold})`,
});

export const brandName = style({ fontFamily: vars.font.display, fontStyle: 'italic', fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold });

export const number = style({
  alignSelf: 'center',
  // Nineteen characters at this spacing take about 14.1em: at 6.8% of the card's inner width they fit on its one line.
  fontSize: 'clamp(0.75rem, 6.8cqi, 1.375rem)',
  letterSpacing: '0.12em',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

// Expiry and CVV keep their few characters whole; the holder takes what is left, on two lines if need be.
export const details = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto auto', alignItems: 'end', columnGap: vars.space.md, margin: 0 });

export const detail = style({ display: 'grid', gap: 2, minWidth: 0 });

export const term = style({ fontSize: '0.625rem', letterSpacing: vars.letterSpacing.wider, textTransform: 'uppercase', opacity: 0.85 });

export const value = style({ margin: 0, fontWeight: vars.fontWeight.semibold, whiteSpace: 'nowrap' });

export const holder = style([value, { whiteSpace: 'normal', overflowWrap: 'break-word', lineHeight: vars.lineHeight.tight }]);
