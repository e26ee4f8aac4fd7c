import { describe, expect, it } from 'vitest';
import { invalidateResource, queryClient, queryKeys, resourceOf } from '../../src/api/query.ts';
import { followCacheOwner } from '../../src/app/cacheOwner.ts';
import type { Session } from '../../src/app/session.ts';
import { sessionAtom, store } from '../../src/app/session.ts';

const cached = (keys: readonly (readonly unknown[])[]) =>
  Promise.all(keys.map((queryKey) => queryClient.fetchQuery({ queryKey, queryFn: () => ({ at: 1 }) })));
const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

describe('server-data cache keyed by resource', () => {
  it('names the resource of a path by its first segment', () => {
    expect(resourceOf('delivery-areas/details')).toBe('delivery-areas');
    expect(resourceOf('offers/7/analytics')).toBe('offers');
    expect(resourceOf('users')).toBe('users');
    expect(queryKeys.one('users/42')).toEqual(['users', 'one', 'users/42']);
    expect(queryKeys.list('users', { range: [0, 79] })).toEqual([
      'users',
      'list',
      'users',
      { range: [0, 79] },
    ]);
  });

  it('invalidates every list, page and record of one resource, and nothing else', async () => {
    queryClient.clear();
    const users = [
      queryKeys.list('users', { range: [0, 79] }),
      queryKeys.list('users', { range: [80, 159], filter: { name: 'li' } }),
      queryKeys.one('users/42'),
    ];
    const others = [
      queryKeys.list('delivery-areas'),
      queryKeys.list('delivery-areas/details', { range: [0, 79] }),
      queryKeys.one('offers/7/analytics'),
    ];
    await cached([...users, ...others]);
    await invalidateResource('users');
    for (const k of users) expect(invalidated(k), JSON.stringify(k)).toBe(true);
    for (const k of others) expect(invalidated(k), JSON.stringify(k)).toBe(false);

    await invalidateResource('delivery-areas');
    expect(invalidated(others[0]!)).toBe(true);
    expect(invalidated(others[1]!)).toBe(true);
    expect(invalidated(others[2]!)).toBe(false);
  });

  it("drops every cached answer when the user changes: one user's rows never show to the next", async () => {
    const as = (id: string) =>
      ({
        token: 't',
        expireAt: '',
        refreshToken: 'r',
        refreshExpireAt: '',
        user: { id },
      }) as unknown as Session;
    // the shell ties the cache to the session as it loads
    followCacheOwner();
    store.set(sessionAtom, as('a'));
    await cached([queryKeys.one('users/42')]);
    store.set(sessionAtom, as('a'));
    expect(queryClient.getQueryData(queryKeys.one('users/42'))).toEqual({ at: 1 });
    store.set(sessionAtom, as('b'));
    expect(queryClient.getQueryData(queryKeys.one('users/42'))).toBeUndefined();
    await cached([queryKeys.one('users/42')]);
    store.set(sessionAtom, null);
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
