/**
 * Calendar dates for the checkout's shipping window (spec section 9) and the 'dd MMM yyyy' display
 * used on every screen. Calendar dates travel as ISO strings (yyyy-mm-dd) so they are plain data in
 * machine context and in the order payload, free of time zones.
 */

export const SHOP_TIME_ZONE = 'America/Montevideo';
export const SHIPPING_WINDOW_DAYS = 5;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The calendar date an instant falls on in the shop's time zone, whatever the host's zone. */
export function calendarDateInShopTimeZone(instant: Date): string {
  // en-CA formats as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);
}

export function todayInShopTimeZone(now: Date = new Date()): string {
  return calendarDateInShopTimeZone(now);
}

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  return date.toISOString().slice(0, 10) === value;
}

export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export interface ShippingWindow {
  earliest: string;
  latest: string;
}

export function shippingWindow(today: string): ShippingWindow {
  return { earliest: today, latest: addDays(today, SHIPPING_WINDOW_DAYS) };
}

export function isInShippingWindow(date: string, today: string): boolean {
  const { earliest, latest } = shippingWindow(today);
  // ISO calendar dates compare correctly as strings.
  return isIsoDate(date) && date >= earliest && date <= latest;
}

/**
 * 'dd MMM yyyy', e.g. '05 Mar 2026'. A calendar date string is shown as is; an instant (a Date or a
 * full ISO timestamp such as an order's createdAt) is shown as the day it was in the shop's time
 * zone. Text that is no date at all is returned unchanged rather than breaking the page.
 */
export function formatDisplayDate(value: string | Date): string {
  if (typeof value === 'string' && ISO_DATE.test(value)) return displayCalendarDate(value);
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return String(value);
  return displayCalendarDate(calendarDateInShopTimeZone(instant));
}

function displayCalendarDate(calendarDate: string): string {
  const [year, month, day] = calendarDate.split('-');
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}
