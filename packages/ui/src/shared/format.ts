/**
 * Cuts at `max` characters and marks the cut with an ellipsis; shorter text is returned unchanged. A cut
 * that lands just after a word drops the spaces there, which would otherwise read as 'twelve ...'.
 */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

// Grouped like the prices of @cellar/domain's formatPrice, so '1,234 wines' sits beside '1,290 UYU'.
const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

export function formatCount(count: number): string {
  return countFormat.format(count);
}

/** '1 wine', '24 wines', '1,234 wines'. */
export function formatWines(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'wine' : 'wines'}`;
}
