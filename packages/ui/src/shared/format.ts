const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const priceFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** The one number format for money in the shop: unitPrice followed by ' UYU'. */
export function formatPrice(amount: number): string {
  return `${priceFormat.format(amount)} UYU`;
}

/** 'dd MMM yyyy' in the calendar of the given date, independent of the browser locale. */
export function formatDate(date: Date): string {
  const day = String(date.getDate()).padStart(2, '0');
  return `${day} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** Cuts at `max` characters and marks the cut with an ellipsis; shorter text is returned unchanged. */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Calendar arithmetic at local midnight, so a window of days never drifts across DST changes. */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}
