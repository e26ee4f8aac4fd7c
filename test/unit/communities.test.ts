import { describe, expect, it } from 'vitest';
import { COMMUNITIES, COMMUNITY_IDS, communitiesOf, isKnownCommunity } from '../../domain/communities.ts';

describe('communities', () => {
  it('offers every community to the roles that see all, his own to a member, none to nobody', () => {
    expect(communitiesOf({ role: 'admin', communities: [] })).toEqual(COMMUNITIES);
    const own = communitiesOf({
      role: 'customer-hero',
      communities: [COMMUNITY_IDS.farm, COMMUNITY_IDS.kitchen],
    });
    expect(own.map((c) => c.key)).toEqual(['kitchen', 'farm']);
    expect(communitiesOf(null)).toEqual([]);
  });

  it('knows the five ids, written in either case, and nothing else', () => {
    expect(isKnownCommunity(COMMUNITY_IDS.cellar)).toBe(true);
    expect(isKnownCommunity(COMMUNITY_IDS.cellar.toUpperCase())).toBe(true);
    expect(isKnownCommunity('00000000-0000-4000-8000-000000000000')).toBe(false);
  });
});
