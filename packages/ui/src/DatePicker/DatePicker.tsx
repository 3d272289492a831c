import type { Locale } from '@cellar/i18n';
import { useLocale, useWords } from '@cellar/i18n/react';
import { formatDate, perLocale, SHIPPING_WINDOW_DAYS } from '@cellar/domain';
import { addDays } from 'date-fns/addDays';
import { useRef, useState, type ReactNode } from 'react';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { es } from 'react-day-picker/locale';
import 'react-day-picker/style.css';
import { CalendarIcon } from '../icons';
import { control } from '../shared/field.css';
import { FieldFrame } from '../shared/FieldFrame';
import { useFieldIds } from '../shared/useFieldIds';
import * as styles from './DatePicker.css';

/**
 * A day as its button says it, the visible number first so that the spoken name matches what sighted users
 * see (WCAG 2.5.3): '10 March 2026', '10 de marzo de 2026'.
 */
const spokenDays = perLocale((locale) => new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { day: 'numeric', month: 'long', year: 'numeric' }));

/**
 * The calendar in each language: English as the spec draws it (weeks from Sunday); Uruguay's weeks start
 * on Monday, with react-day-picker's own Spanish names and labels but for the days', which are ours.
 */
const calendars: Record<Locale, Pick<DayPickerProps, 'locale' | 'weekStartsOn'>> = {
  en: {},
  'es-UY': { locale: es, weekStartsOn: 1 },
};

export interface DatePickerProps {
  label: ReactNode;
  value?: Date;
  onChange: (date: Date | undefined) => void;
  /** Passed in rather than read from the clock, so the window is testable and matches the server's day. */
  today: Date;
  /** First selectable day: today by default (a shipping date is never in the past); null for no limit. */
  earliest?: Date | null;
  /** Last selectable day: the end of the shop's shipping window by default. */
  latest?: Date;
  placeholder?: string;
  error?: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  /** Opens the calendar on first render (for review and tests). */
  defaultOpen?: boolean;
}

export function DatePicker({
  label,
  value,
  onChange,
  today,
  earliest = today,
  latest = addDays(today, SHIPPING_WINDOW_DAYS),
  placeholder,
  error,
  hint,
  disabled,
  id,
  defaultOpen = false,
}: DatePickerProps) {
  const words = useWords();
  const locale = useLocale();
  const [open, setOpen] = useState(defaultOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const { controlId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  const panelId = `${controlId}-calendar`;

  const close = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <FieldFrame label={label} controlId={controlId} hint={hint} hintId={hintId} error={error} errorId={errorId}>
      <div
        className={styles.anchor}
        onBlur={(event) => {
          if (open && !event.currentTarget.contains(event.relatedTarget)) setOpen(false);
        }}
      >
        <button
          ref={triggerRef}
          id={controlId}
          type="button"
          className={`${control} ${styles.trigger}`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          disabled={disabled}
          onClick={() => setOpen((o) => !o)}
        >
          <span className={value ? undefined : styles.placeholder}>{value ? formatDate(value, locale) : (placeholder ?? words('date.placeholder'))}</span>
          <CalendarIcon className={styles.icon} />
        </button>
        {open && (
          <div
            id={panelId}
            role="dialog"
            aria-label={words('date.choose')}
            className={styles.panel}
            onKeyDown={(event) => {
              if (event.key === 'Escape') {
                event.stopPropagation();
                close();
              }
            }}
          >
            <DayPicker
              mode="single"
              autoFocus
              today={today}
              selected={value}
              defaultMonth={value ?? today}
              // The day picker compares calendar days, so the time of day of these dates does not matter.
              {...(earliest ? { startMonth: earliest } : {})}
              endMonth={latest}
              disabled={[...(earliest ? [{ before: earliest }] : []), { after: latest }]}
              {...calendars[locale]}
              labels={{
                labelDayButton: (date, { today: isToday, selected }) =>
                  words('date.day', { date: spokenDays(locale).format(date), today: isToday ? 'yes' : 'no', selected: selected ? 'yes' : 'no' }),
              }}
              onSelect={(date) => {
                onChange(date);
                close();
              }}
            />
          </div>
        )}
      </div>
    </FieldFrame>
  );
}
