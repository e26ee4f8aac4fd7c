import { describe, expect, it } from 'vitest';
import { withoutHiddenMembers } from '../../server/users/shown-actor.ts';

const HIM = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const hidden = new Set([HIM]);

describe('withoutHiddenMembers', () => {
  it('makes a hidden team member the hidden actor with no name, wherever the answer holds the record', () => {
    const his = { id: 'a', teamMember: HIM, teamMemberName: 'Claire', comment: 'x' };
    const shown = { id: 'a', teamMember: { hidden: true }, teamMemberName: null, comment: 'x' };
    expect(withoutHiddenMembers(his, hidden)).toEqual(shown);
    expect(withoutHiddenMembers([his], hidden)).toEqual([shown]);
    expect(
      withoutHiddenMembers({ saved: 0, results: [{ id: 'a', ok: false, current: his }] }, hidden),
    ).toEqual({ saved: 0, results: [{ id: 'a', ok: false, current: shown }] });
    expect(withoutHiddenMembers({ message: 'errors.versionConflict', details: his }, hidden)).toEqual({
      message: 'errors.versionConflict',
      details: shown,
    });
  });

  it('leaves a member the reader sees, nobody, and values that are no plain record as they are', () => {
    const seen = { teamMember: OTHER, teamMemberName: 'Thomas' };
    expect(withoutHiddenMembers(seen, hidden)).toEqual(seen);
    expect(withoutHiddenMembers({ teamMember: null, teamMemberName: null }, hidden)).toEqual({
      teamMember: null,
      teamMemberName: null,
    });
    const at = new Date(0);
    expect(withoutHiddenMembers({ at }, hidden)).toEqual({ at });
    const same = { teamMember: HIM };
    expect(withoutHiddenMembers(same, new Set())).toBe(same);
  });
});
