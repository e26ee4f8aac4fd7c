import { describe, expect, it } from 'vitest';
import { cellLock, optionLabelKey } from '../../domain/cells.ts';
import {
  COMMUNITIES,
  COMMUNITY_IDS,
  communitiesOf,
  communityChoices,
  isKnownCommunity,
} from '../../domain/communities.ts';
import { QUICK_REPLY_CELLS } from '../../domain/quick-replies/cells.ts';
import type { QuickReply } from '../../domain/quick-replies/schema.ts';

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

describe("a quick reply's community cell", () => {
  const { kitchen, garden, farm } = COMMUNITY_IDS;
  const row = { community: garden } as QuickReply;
  const member = (communities: string[]) => ({ id: 'm', role: 'customer-hero' as const, communities });

  it('offers the current community first, then the others the member works in', () => {
    expect(communityChoices(garden, 'customer-hero', member([kitchen, garden, farm]))).toEqual([
      garden,
      kitchen,
      farm,
    ]);
    expect(communityChoices(garden, 'admin')).toEqual([
      garden,
      ...COMMUNITIES.map((c) => c.id).filter((id) => id !== garden),
    ]);
  });

  it('is locked for a member of one community, and names its value by the community', () => {
    expect(cellLock(QUICK_REPLY_CELLS, 'community', row, 'customer-hero', member([garden]))).toBe(
      'oneCommunity',
    );
    expect(cellLock(QUICK_REPLY_CELLS, 'community', row, 'customer-hero', member([garden, farm]))).toBeNull();
    expect(cellLock(QUICK_REPLY_CELLS, 'community', row, 'admin')).toBeNull();
    expect(cellLock(QUICK_REPLY_CELLS, 'community', row, 'designer')).toBe('role');
    expect(optionLabelKey(QUICK_REPLY_CELLS.cells.community!, farm)).toBe('communities.farm');
    expect(optionLabelKey(QUICK_REPLY_CELLS.cells.category!, 'payment')).toBe(
      'quickReplies.categories.payment',
    );
  });
});
