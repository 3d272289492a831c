const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Every price and total the shop shows: the grouped amount followed by ' UYU' (spec §1), cents only when there are some. */
export function formatPrice(amount: number): string {
  return `${amountFormat.format(amount)} UYU`;
}
