import { QueryClient } from '@tanstack/react-query';

/**
 * The one cache of server data (TanStack Query). Every key starts with the resource, the first
 * segment of its API path ('users', 'delivery-templates', 'orders'), then what was asked:
 *
 *   [resource, 'list', path, query]   a page or a whole list, e.g. ['users', 'list', 'users', {range…}]
 *   [resource, 'one', path]           one record or one view of it, e.g. ['offers', 'one', 'offers/7/analytics']
 *
 * so `invalidateResource('users')` reaches every list and record of users at once, whatever view
 * or page of it a screen shows. docs/client.md ("Server data") says why and how.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // ky already retries a GET once on a network blip; beyond that the screen shows Retry
      retry: false,
      // freshness comes from invalidation (our saves, the live change feed), not from focus
      refetchOnWindowFocus: false,
    },
  },
});

/** 'delivery-areas/details' → 'delivery-areas': the resource a path belongs to. */
export const resourceOf = (path: string): string => path.split(/[/?]/, 1)[0]!;

export const queryKeys = {
  resource: (resource: string) => [resource] as const,
  list: (path: string, query: unknown = null) => [resourceOf(path), 'list', path, query] as const,
  one: (path: string) => [resourceOf(path), 'one', path] as const,
};

/**
 * Marks every cached list and record of a resource stale: those on screen refetch now (keeping
 * their rows until the answer), the others when next shown. Saves call it; so does a change feed.
 */
export function invalidateResource(resource: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: queryKeys.resource(resource) });
}

let owner: string | undefined;

/**
 * Cached answers belong to the member who asked: a sign-out, or another member signing in, drops
 * them. The shell calls this with the signed-in member's id whenever it changes
 * (src/app/cacheOwner.ts).
 */
export function setCacheOwner(id: string | undefined): void {
  if (id === owner) return;
  owner = id;
  queryClient.clear();
}
