// The read cache's work as a load's readers see it: every answer the cache serves or fills says which
// in a header (apps/api/src/cache/representations.ts), and each instance of a cluster has a cache of its
// own, so the readers' count is the one figure that covers them all.
import { CACHE_HEADER } from '../../apps/api/src/cache/representations';
import type { OnHeaders } from './load';

export interface Outcomes {
  hits: number;
  misses: number;
}

export type ReadKind = 'api' | 'page';

export function cacheOutcomes(): { byKind: Record<ReadKind, Outcomes>; onHeaders: OnHeaders } {
  const byKind: Record<ReadKind, Outcomes> = { api: { hits: 0, misses: 0 }, page: { hits: 0, misses: 0 } };
  const onHeaders: OnHeaders = (flat) => {
    let outcome: string | undefined;
    let kind: ReadKind = 'api';
    for (let i = 0; i < flat.length; i += 2) {
      const name = flat[i]!.toLowerCase();
      if (name === CACHE_HEADER) outcome = flat[i + 1];
      else if (name === 'content-type' && flat[i + 1]!.startsWith('text/html')) kind = 'page';
    }
    if (outcome === 'hit') byKind[kind].hits++;
    else if (outcome === 'miss') byKind[kind].misses++;
  };
  return { byKind, onHeaders };
}

export function hitRatio(...outcomes: Outcomes[]): string {
  const hits = outcomes.reduce((sum, { hits }) => sum + hits, 0);
  const all = outcomes.reduce((sum, { misses }) => sum + misses, hits);
  return all ? `${(hits / all).toFixed(2)} (${hits.toLocaleString('en')} of ${all.toLocaleString('en')})` : '–';
}
