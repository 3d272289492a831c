/** The value below which `p` per cent of a sorted list lies (nearest rank), for the benchmarks' figures. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}
