import { describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { ROLES, seesAllCommunities } from '../../domain/roles.ts';
import { assertInScope, inScope, scopeCommunities } from '../../server/auth/scope.ts';
import { HttpError } from '../../server/errors.ts';

const { kitchen, garden, cellar } = COMMUNITY_IDS;

describe('community scoping', () => {
  it('admin and super-admin are not restricted', () => {
    expect(scopeCommunities({ role: 'admin', communities: [kitchen] })).toBeNull();
    expect(scopeCommunities({ role: 'super-admin', communities: [] })).toBeNull();
  });

  it('every other role is limited to its own communities', () => {
    for (const role of ROLES.filter((r) => !seesAllCommunities(r))) {
      expect(scopeCommunities({ role, communities: [kitchen, garden] })).toEqual([kitchen, garden]);
      expect(scopeCommunities({ role, communities: [] })).toEqual([]);
    }
  });

  it('checks one row', () => {
    const cm = { role: 'community-manager' as const, communities: [kitchen, garden] };
    expect(inScope(cm, kitchen)).toBe(true);
    expect(inScope(cm, cellar)).toBe(false);
    expect(inScope(cm, null)).toBe(false);
    expect(inScope({ role: 'admin', communities: [] }, cellar)).toBe(true);
    expect(() => assertInScope(cm, cellar)).toThrow(HttpError);
    try {
      assertInScope(cm, cellar);
    } catch (e) {
      expect((e as HttpError).status).toBe(403);
    }
  });
});
