import type { Customer, WechatGroup } from '../../domain/customers/schema.ts';
import { scopeCommunities } from '../auth/scope.ts';
import type { AuthUser } from '../auth/sessions.ts';
import { badRequest } from '../errors.ts';

type Groups = readonly { community: string; groupNumber: number | null }[];
const same = (a: WechatGroup, b: WechatGroup) =>
  a.community.toLowerCase() === b.community.toLowerCase() && a.groupNumber === b.groupNumber;

/**
 * A customer a scoped caller may reach: one of his communities' (groups, orders), or one of no
 * community yet (docs/customers.md). Admins reach every customer.
 */
export function reaches(caller: AuthUser, c: { communities: readonly string[] }): boolean {
  const scope = scopeCommunities(caller);
  return scope === null || c.communities.length === 0 || c.communities.some((x) => scope.includes(x));
}

/**
 * What a caller is shown of the groups: a non-admin only his communities' (as in the lookup), so
 * another community's group numbers stay with that community.
 */
export function visibleGroups(caller: AuthUser, groups: Groups): Customer['wechatGroups'] {
  const scope = scopeCommunities(caller);
  return scope === null ? [...groups] : groups.filter((g) => scope.includes(g.community));
}

/**
 * A non-admin edits his communities' groups only: a group of another community in the body is a
 * 400 naming it, whether or not the customer has it (he is never shown one, so accepting the one
 * stored would tell its number to whoever guesses it); `mergeGroups` keeps the stored ones he did
 * not see, so saving the form he was shown never removes them.
 */
export function checkGroups(caller: AuthUser, asked: readonly WechatGroup[]): void {
  const scope = scopeCommunities(caller);
  if (scope === null) return;
  const fields: Record<string, string> = {};
  asked.forEach((g, i) => {
    if (!scope.includes(g.community.toLowerCase()))
      fields[`wechatGroups.${i}.community`] = 'validation.outOfScope';
  });
  if (Object.keys(fields).length > 0) throw badRequest(fields);
}

export function mergeGroups(
  caller: AuthUser,
  before: Customer,
  asked: readonly WechatGroup[],
): WechatGroup[] {
  const scope = scopeCommunities(caller);
  if (scope === null) return [...asked];
  const kept = before.wechatGroups.filter(
    (b) => !scope.includes(b.community) && !asked.some((g) => same(b, g)),
  );
  return [...asked, ...kept];
}

/**
 * Who hears of a customer's change on the change feed: the members of his communities (before
 * and after the change, so a list he leaves is told too); one of no community is news to all.
 */
export function customerAudience(communities: readonly string[]): { communities?: string[] } {
  return communities.length > 0 ? { communities: [...new Set(communities)] } : {};
}
