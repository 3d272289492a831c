/** The shop ships from Uruguay, so "today" is Montevideo's calendar day, whatever the server's zone. */
export const SHOP_TIME_ZONE = 'America/Montevideo';

const isoDay = new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day (YYYY-MM-DD) in the shop's time zone at the given instant. */
export function shopDay(instant: Date): string {
  return isoDay.format(instant);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Reads a shipping date sent as an ISO date or date-time and returns its calendar day in the shop's zone,
 * or null when it is not a real date. A bare date is taken as that day; a date-time as the day it falls on in Montevideo.
 */
export function parseShippingDay(value: string): string | null {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
  }
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : shopDay(date);
}
