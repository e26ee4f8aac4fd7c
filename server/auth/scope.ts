import { seesAllCommunities } from '../../domain/roles.ts';
import { forbidden } from '../errors.ts';
import type { AuthUser } from './sessions.ts';

type Caller = Pick<AuthUser, 'role' | 'communities'>;

/**
 * Community scoping: admin and super-admin see every community, everyone else only
 * their own. Returns null for "no restriction", else the ids a query must keep itself to, e.g.
 * `q.where('community_id', '=', sql`ANY(${ids})`)`; an empty list means "nothing".
 */
export function scopeCommunities(user: Caller): string[] | null {
  return seesAllCommunities(user.role) ? null : [...user.communities];
}

export function inScope(user: Caller, communityId: string | null | undefined): boolean {
  const scope = scopeCommunities(user);
  return scope === null || (!!communityId && scope.includes(communityId));
}

/** For a single row the caller named: out of scope is a 403, like a role denial. */
export function assertInScope(user: Caller, communityId: string | null | undefined): void {
  if (!inScope(user, communityId)) throw forbidden('errors.outOfScope');
}
