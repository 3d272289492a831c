import { describe, expect, it } from 'vitest';
import type { users } from '../db/schema';
import { SessionCache } from './session-cache';

const user = (id: number) => ({ id, email: `u${id}@x.uy` }) as typeof users.$inferSelect;
const session = (id: number, expiresAt = Date.now() + 60_000) => ({ user: user(id), tokenId: id, expiresAt });

describe('the session cache', () => {
  it('trusts a checked token for its time, never past the token’s own expiry', () => {
    const cache = new SessionCache({ ttlMs: 1000, maxEntries: 10 });
    const now = 1_000_000;
    cache.set('a', session(1, now + 500), cache.generation, now);
    cache.set('b', session(2, now + 60_000), cache.generation, now);
    expect(cache.get('a', now + 400)).toBeDefined();
    expect(cache.get('a', now + 600)).toBeUndefined();
    expect(cache.get('b', now + 999)).toBeDefined();
    expect(cache.get('b', now + 1001)).toBeUndefined();
  });

  it('forgets every session of a changed account, or of everyone', () => {
    const cache = new SessionCache({ ttlMs: 60_000, maxEntries: 10 });
    cache.set('a', session(1), cache.generation);
    cache.set('b', session(1), cache.generation);
    cache.set('c', session(2), cache.generation);
    cache.forget([1]);
    expect([cache.get('a'), cache.get('b'), cache.get('c')].map(Boolean)).toEqual([false, false, true]);
    cache.forget('everyone');
    expect(cache.get('c')).toBeUndefined();
  });

  it('does not bring back a session whose lookup raced its logout', () => {
    const cache = new SessionCache({ ttlMs: 60_000, maxEntries: 10 });
    const before = cache.generation;
    cache.forget([1]);
    cache.set('a', session(1), before);
    expect(cache.get('a')).toBeUndefined();
  });

  it('holds at most its number of tokens', () => {
    const cache = new SessionCache({ ttlMs: 60_000, maxEntries: 3 });
    for (let i = 1; i <= 5; i++) cache.set(`t${i}`, session(i), cache.generation);
    expect(['t1', 't2', 't3', 't4', 't5'].filter((hash) => cache.get(hash))).toEqual(['t3', 't4', 't5']);
  });
});
