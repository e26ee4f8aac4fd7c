import { setCacheOwner } from '../api/query.ts';
import { store, userAtom } from './session.ts';

let following = false;

/**
 * Keeps the server-data cache to the signed-in member: a sign-out, or another member signing in,
 * drops every cached answer. The shell calls it as it loads, with the cache: the login's download
 * carries no TanStack Query, so the session itself does not import the cache.
 */
export function followCacheOwner(): void {
  if (following) return;
  following = true;
  const follow = () => setCacheOwner(store.get(userAtom)?.id);
  follow();
  store.sub(userAtom, follow);
}
