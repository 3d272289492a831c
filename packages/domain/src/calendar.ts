import { tz } from '@date-fns/tz/tz';
import { addDays as addCalendarDays } from 'date-fns/addDays';
import { differenceInCalendarDays } from 'date-fns/differenceInCalendarDays';
import { formatISO } from 'date-fns/formatISO';
import { isValid } from 'date-fns/isValid';
import { parseISO } from 'date-fns/parseISO';

/**
 * The shop's calendar (spec §9). Days travel as ISO calendar dates (yyyy-mm-dd): plain data in machine
 * context, in the order payload and in the database, free of time zones.
 */

/** The shop ships from Uruguay, so "today" is Montevideo's calendar day, whatever the host's zone. */
export const SHOP_TIME_ZONE = 'America/Montevideo';

/** Orders may ship from today to this many days later. */
export const SHIPPING_WINDOW_DAYS = 5;

/** The longest period the sales figures cover: they are drawn day by day, and a few years is already more than a chart can show. */
export const MAX_STATISTICS_DAYS = 366 * 3;

const inShopZone = tz(SHOP_TIME_ZONE);
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T/;

/** The day (yyyy-mm-dd) it is in Montevideo at the given instant. */
export function shopDay(instant: Date): string {
  // Zone offsets are whole minutes, so the day can only change as a minute begins: the server asks on
  // every order, and the zone arithmetic is worth doing once a minute.
  const minute = Math.floor(instant.getTime() / 60_000);
  if (lastShopDay?.minute !== minute) lastShopDay = { minute, day: formatISO(instant, { representation: 'date', in: inShopZone }) };
  return lastShopDay.day;
}
let lastShopDay: { minute: number; day: string } | undefined;

export function shopToday(): string {
  return shopDay(new Date());
}

/**
 * The first day the shop's calendar holds. ISO's year 0000 is 1 BC, which PostgreSQL's dates (and
 * people) write otherwise: a day sent as 0000-mm-dd is refused rather than stored or compared.
 */
export const FIRST_DAY = '0001-01-01';

/** Whether `value` is a calendar day that exists, written yyyy-mm-dd, from FIRST_DAY on. */
export function isIsoDay(value: string): boolean {
  // yyyy-mm-dd days compare correctly as strings.
  return ISO_DAY.test(value) && value >= FIRST_DAY && isValid(parseISO(value));
}

export function addDays(day: string, days: number): string {
  return formatISO(addCalendarDays(parseISO(day, { in: inShopZone }), days), { representation: 'date' });
}

/** How many days a period covers, `from` and `to` both counted: 0 or fewer when `to` comes before `from`. */
export function daysInPeriod(from: string, to: string): number {
  return differenceInCalendarDays(parseISO(to, { in: inShopZone }), parseISO(from, { in: inShopZone }), { in: inShopZone }) + 1;
}

/**
 * Reads an ISO date or date-time as the shop's day, or null when it is neither. A date is taken as that
 * day; a date-time as the day it falls on in Montevideo (one without an offset as Montevideo's time).
 */
export function parseShopDay(value: string): string | null {
  if (ISO_DAY.test(value)) return isIsoDay(value) ? value : null;
  if (!ISO_DATE_TIME.test(value)) return null;
  const instant = parseISO(value, { in: inShopZone });
  return isValid(instant) ? formatISO(instant, { representation: 'date' }) : null;
}

/**
 * A shop day as the API answers it: noon of that day in Montevideo, with the zone's offset
 * (2026-11-28T12:00:00-03:00, 15:00 UTC). Any client's `new Date()` of it falls on that day in every
 * zone from UTC-12 to UTC+8, so a browser in Montevideo and one in UTC show the day the shopper picked;
 * `parseShopDay` reads the day back.
 */
export function shopNoon(day: string): string {
  return formatISO(parseISO(`${day}T12:00:00`, { in: inShopZone }));
}

export interface ShippingWindow {
  earliest: string;
  latest: string;
}

export function shippingWindow(today: string): Readonly<ShippingWindow> {
  if (lastWindow?.today !== today) lastWindow = { today, window: Object.freeze({ earliest: today, latest: addDays(today, SHIPPING_WINDOW_DAYS) }) };
  return lastWindow.window;
}
let lastWindow: { today: string; window: Readonly<ShippingWindow> } | undefined;

export function isInShippingWindow(day: string, today: string): boolean {
  const { earliest, latest } = shippingWindow(today);
  // yyyy-mm-dd days compare correctly as strings.
  return isIsoDay(day) && day >= earliest && day <= latest;
}

/**
 * A day as local midnight: the date picker (react-day-picker) counts days in the browser's calendar. A
 * date-time (an order's shipping date, see `shopNoon`) is taken as the shop's day it falls on.
 */
export function localDate(day: string): Date {
  return parseISO(ISO_DATE_TIME.test(day) ? (parseShopDay(day) ?? day) : day);
}

/** The day (yyyy-mm-dd) a local Date falls on in the browser's calendar: the inverse of `localDate`. */
export function localDay(date: Date): string {
  return formatISO(date, { representation: 'date' });
}
