import { format } from 'date-fns/format';
import { localDate } from './calendar';

/** 'dd MMM yyyy' (spec §9), e.g. '05 Mar 2026': English month names, whatever the browser's locale. */
export function formatDate(date: Date): string {
  return format(date, 'dd MMM yyyy');
}

/** A day (yyyy-mm-dd) as the shop shows dates. */
export function formatDay(day: string): string {
  return formatDate(localDate(day));
}
