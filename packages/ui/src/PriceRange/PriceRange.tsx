import { DEFAULT_LOCALE, type Locale, type Words } from '@cellar/i18n';
import { useLocale, useWords } from '@cellar/i18n/react';
import { formatPrice, formatPriceRange, parsePriceText } from '@cellar/domain';
import { useId, useState } from 'react';
import { visuallyHidden } from '../shared/a11y.css';
import { formatCount } from '../shared/format';
import * as styles from './PriceRange.css';

export interface PriceBounds {
  /** Whole UYU; null leaves that side open. */
  min: number | null;
  max: number | null;
}

export interface PriceBand {
  /** 0 for the cheapest band ('Under …'). */
  min: number;
  /** null for the dearest band ('… and up'). */
  max: number | null;
  /** Wines in the band with the other filters applied; 0 disables it. */
  count: number;
}

export interface PriceRangeProps extends PriceBounds {
  bands?: PriceBand[];
  onChange: (range: PriceBounds) => void;
  currency?: 'UYU';
}

// A bound as the shop writes prices in the locale ('1,200', '1.200'), which the field reads back alike.
const toText = (value: number | null, locale: Locale) => (value === null ? '' : formatCount(value, locale));

/**
 * A bound as typed ('1.200,50'), undefined when it is not a price. The catalogue filters by whole pesos,
 * rounded outwards so that no wine in the typed range is left out.
 */
function toBound(text: string, side: 'min' | 'max'): number | null | undefined {
  if (text.trim() === '') return null;
  const amount = parsePriceText(text);
  if (amount === null) return undefined;
  return side === 'min' ? Math.floor(amount) : Math.ceil(amount);
}

export function priceBandLabel({ min, max }: Pick<PriceBand, 'min' | 'max'>, words: Words, locale: Locale = DEFAULT_LOCALE): string {
  if (max === null) return words('price.bandFrom', { min: formatPrice(min, locale) });
  // A band's max is its highest price, included: 0–699 reads 'Under 700'.
  if (min === 0) return words('price.bandUnder', { max: formatPrice(max + 1, locale) });
  return formatPriceRange(min, max, locale);
}

/**
 * A price range typed as two whole numbers, applied when the visitor leaves the fields or presses
 * Enter rather than on every keystroke (each change reloads the results), plus optional price bands.
 */
export function PriceRange({ min, max, bands, onChange, currency = 'UYU' }: PriceRangeProps) {
  const words = useWords();
  const locale = useLocale();
  const id = useId();
  const [draft, setDraft] = useState({ min: toText(min, locale), max: toText(max, locale) });
  const [invalid, setInvalid] = useState<'order' | 'min' | 'max' | null>(null);
  const invalidField = (side: 'min' | 'max') => invalid === 'order' || invalid === side;
  // A range from outside (a band, 'Any price', the URL) replaces whatever was being typed.
  const [applied, setApplied] = useState({ min, max });
  if (applied.min !== min || applied.max !== max) {
    setApplied({ min, max });
    setDraft({ min: toText(min, locale), max: toText(max, locale) });
    setInvalid(null);
  }

  const apply = () => {
    const typed = { min: toBound(draft.min, 'min'), max: toBound(draft.max, 'max') };
    // The field that is not a price is the one marked.
    if (typed.min === undefined || typed.max === undefined) return setInvalid(typed.min === undefined ? 'min' : 'max');
    const next: PriceBounds = { min: typed.min, max: typed.max };
    const outOfOrder = next.min !== null && next.max !== null && next.min > next.max;
    setInvalid(outOfOrder ? 'order' : null);
    if (outOfOrder) return;
    if (next.min !== min || next.max !== max) onChange(next);
    else setDraft({ min: toText(min, locale), max: toText(max, locale) });
  };

  const field = (side: 'min' | 'max') => (
    <label className={styles.field}>
      <span className={styles.fieldLabel} aria-hidden="true">
        {words(side === 'min' ? 'price.min' : 'price.max')}
      </span>
      <span className={visuallyHidden}>{words(side === 'min' ? 'price.minName' : 'price.maxName')}</span>
      <input
        className={styles.input}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        // Up to 999.999.999,99 UYU, well inside the database's integer prices.
        maxLength={14}
        placeholder={words('price.anyShort')}
        value={draft[side]}
        // Digits and the marks a price is written with; the locale reads them when the range is applied.
        onChange={(event) => setDraft({ ...draft, [side]: event.target.value.replace(/[^\d.,\s]/g, '') })}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          apply();
        }}
        aria-invalid={invalidField(side) || undefined}
        aria-describedby={invalidField(side) ? `${id}-error` : undefined}
      />
    </label>
  );

  const bounded = min !== null || max !== null;
  return (
    <div role="group" aria-labelledby={`${id}-heading`} className={styles.root}>
      <div className={styles.range}>
        <div className={styles.header}>
          <span id={`${id}-heading`} className={styles.heading}>
            {words('price.heading', { currency })}
          </span>
          {bounded && (
            <button type="button" className={styles.reset} onClick={() => onChange({ min: null, max: null })}>
              {words('price.any')}
            </button>
          )}
        </div>
        <div
          className={styles.bounds}
          // Moving from one field to the other is still editing the range; leaving both applies it.
          onBlur={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget)) apply();
          }}
        >
          {field('min')}
          <span className={styles.dash} aria-hidden="true">
            –
          </span>
          {field('max')}
        </div>
        {invalid && (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {words(invalid === 'order' ? 'price.orderError' : 'price.numberError')}
          </p>
        )}
      </div>
      {bands && bands.length > 0 && (
        <ul className={styles.bands} aria-label={words('price.bands')}>
          {bands.map((band) => {
            const bandMin = band.min > 0 ? band.min : null;
            const pressed = min === bandMin && max === band.max;
            return (
              <li key={band.min}>
                <button
                  type="button"
                  className={styles.band}
                  aria-pressed={pressed}
                  // A pressed band stays reachable so it can be released, whatever its count now.
                  disabled={band.count === 0 && !pressed}
                  onClick={() => onChange(pressed ? { min: null, max: null } : { min: bandMin, max: band.max })}
                >
                  {priceBandLabel(band, words, locale)} <span className={styles.bandCount}>({formatCount(band.count, locale)})</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
