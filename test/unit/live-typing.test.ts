import { describe, expect, it } from 'vitest';
import { endsSession } from '../../domain/errors.ts';
import type { CustomerLookupRow } from '../../domain/live-views.ts';
import { chosenCustomer, settlePick, withWalkIn } from '../../src/features/live/customerPick.ts';
import { parseCellInput } from '../../src/features/live/editors/cellInput.ts';
import { blankEntry } from '../../src/features/live/rows.ts';

const KITCHEN = 'c0000000-0000-4000-8000-000000000001';
const customer = (id: string, name: string, group = 7): CustomerLookupRow => ({
  id,
  name,
  level: 'tourist',
  wechatID: '',
  flagged: false,
  profilePicture: null,
  addresses: [
    { type: 'home', city: 'Shanghai', area: 'area-1', detailedAddress: 'Wukang Rd 1', phone: '13800001234' },
  ],
  contacts: [{ name, phone: '13800001234' }],
  wechatGroups: [{ community: KITCHEN, groupNumber: group }],
  fapiaoInformation: null,
  fapiaoEmails: [],
  vouchers: [],
  lastOrderDate: null,
});

describe('customer pick: decided on the answer for the text typed', () => {
  const rows = [customer('a', 'Anna Kowalski'), customer('b', 'Hannah Becker')];
  it('takes the suggestion the arrows landed on; past the last one is the walk-in', () => {
    expect(chosenCustomer(rows, 0)?.id).toBe('a');
    expect(chosenCustomer(rows, 1)?.id).toBe('b');
    expect(chosenCustomer(rows, 2)).toBeNull();
    expect(chosenCustomer(rows, -1)).toBeNull();
    expect(chosenCustomer(rows, 3)?.id).toBe('a');
  });
  it('is a walk-in only when the answer has no match', () => {
    expect(chosenCustomer([], 0)).toBeNull();
  });
  it('fills the customer in, but keeps a group number or address typed while the answer came', () => {
    const blank = blankEntry('offer', KITCHEN, 'wechat_group');
    const shown = { ...blank, customerName: 'kowal', _pick: { text: 'kowal', offset: 0 } };
    const filled = settlePick(shown, shown, rows[0]!, 'kowal', KITCHEN);
    expect(filled).toMatchObject({ customer: { id: 'a' }, customerName: 'Anna Kowalski', groupNumber: 7 });
    expect(filled.customerAddress?.detailedAddress).toBe('Wukang Rd 1');
    expect(filled._pick).toBeUndefined();
    const typedGroup = { ...shown, groupNumber: 3 };
    expect(settlePick(shown, typedGroup, rows[0]!, 'kowal', KITCHEN).groupNumber).toBe(3);
    const walkIn = settlePick(shown, shown, null, 'Auntie Fang', KITCHEN);
    expect(walkIn).toMatchObject({ customer: null, customerName: 'Auntie Fang' });
    expect(walkIn).toEqual({ ...withWalkIn(blank, 'Auntie Fang') });
  });
});

describe('number cells: invalid as typed', () => {
  const qty = { kind: 'count', min: 0, emptyAs: 0 } as const;
  it('refuses "-3", "abc" and "2.5" as quantities, takes "12" and empty (0)', () => {
    expect(parseCellInput(qty, '-3').ok).toBe(false);
    expect(parseCellInput(qty, 'abc').ok).toBe(false);
    expect(parseCellInput(qty, '2.5').ok).toBe(false);
    expect(parseCellInput(qty, '12')).toEqual({ ok: true, value: 12 });
    expect(parseCellInput(qty, '')).toEqual({ ok: true, value: 0 });
    expect(parseCellInput({ kind: 'count', min: 1, emptyAs: null }, '0').ok).toBe(false);
  });
  it('takes yuan with a dot or a comma, never below zero', () => {
    expect(parseCellInput({ kind: 'money' }, '12.5')).toEqual({ ok: true, value: 1250 });
    expect(parseCellInput({ kind: 'money' }, '12,5')).toEqual({ ok: true, value: 1250 });
    expect(parseCellInput({ kind: 'money' }, '-1').ok).toBe(false);
  });
});

describe('which refusals sign the user out', () => {
  const body = (message: string) => ({ error: 'forbidden', message });
  it('401, and a 403 refusing the route to the role', () => {
    expect(endsSession(401, null)).toBe(true);
    expect(endsSession(403, body('errors.forbidden'))).toBe(true);
    expect(endsSession(403, null)).toBe(true);
  });
  it('never a refused move, a locked order, another community, nor a 409', () => {
    expect(endsSession(403, body('errors.moveForbidden'))).toBe(false);
    expect(endsSession(403, body('order.errors.locked'))).toBe(false);
    expect(endsSession(403, body('errors.outOfScope'))).toBe(false);
    expect(endsSession(409, { error: 'conflict', message: 'errors.moveNotAllowed' })).toBe(false);
  });
});
