import { describe, expect, it } from 'vitest';
import { cellLock, forMember, optionLabelKey, selectValues } from '../../domain/cells.ts';
import {
  COMMUNITIES,
  COMMUNITY_IDS,
  communitiesOf,
  communityChoices,
  isKnownCommunity,
} from '../../domain/communities.ts';
import { QUICK_REPLY_CELLS } from '../../domain/quick-replies/cells.ts';
import type { QuickReply } from '../../domain/quick-replies/schema.ts';
import { choicesOf, planCell } from '../../src/components/ListPage/editing/planEdits.ts';

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

  // "Set Community…" lists them, and a pasted "Garden" or 花园 is read as the garden
  it('has its values for a paste and a set column: the communities, read by name in either language', () => {
    const cell = QUICK_REPLY_CELLS.cells.community!;
    expect(selectValues(cell)).toEqual(COMMUNITIES.map((c) => c.id));
    const names = (id: string) => {
      const c = COMMUNITIES.find((x) => x.id === id)!;
      return [c.name.en, c.name.zh];
    };
    const choices = choicesOf(cell, names);
    const mine = forMember(QUICK_REPLY_CELLS, member([kitchen, garden]));
    const kitchenRow = { community: kitchen } as QuickReply;
    const paste = (text: string) =>
      planCell(mine, 'customer-hero', kitchenRow, 'community', { text }, choices);
    expect(paste('Garden')).toEqual({ ok: true, value: garden });
    expect(paste('花园')).toEqual({ ok: true, value: garden });
    expect(paste('garden ')).toEqual({ ok: true, value: garden });
    expect(paste('Farm')).toEqual({ ok: false, message: 'cells.invalid.notYourCommunity' });
  });
});
