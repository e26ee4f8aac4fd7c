import { describe, expect, it } from 'vitest';
import { isBlankEntry, Outbox } from '../../src/features/live/outbox.ts';
import { blankEntry } from '../../src/features/live/rows.ts';

const OFFER = '00000000-0000-4000-8000-000000000001';
const entry = () => blankEntry(OFFER, OFFER, 'wechat_group');
const keyed = (name: string) => ({ ...entry(), customerName: name });

describe('the outbox under the entry row', () => {
  it('keeps the keyed order and settles a customer on a queued attempt by its key', () => {
    const box = new Outbox();
    const a = keyed('kowal');
    const b = keyed('Auntie Fang');
    box.add(a);
    box.add(b);
    expect(box.queued.map((q) => [q.customerName, q._kind, q.id])).toEqual([
      ['kowal', 'queued', a._key],
      ['Auntie Fang', 'queued', b._key],
    ]);
    box.update({ ...a, _kind: 'entry', customerName: 'Mia Kowalski' });
    expect(box.head()).toMatchObject({ customerName: 'Mia Kowalski', _kind: 'queued', id: a._key });
    box.sent(a._key);
    expect(box.head()?._key).toBe(b._key);
  });

  it('a refused order stays pinned under the entry row until taken back or dropped', () => {
    const box = new Outbox();
    const walkIn = keyed('Auntie Fang');
    const next = keyed('chloe');
    box.add(walkIn);
    box.add(next);
    box.refuse(walkIn._key);
    const top = entry();
    expect(box.pinned(top).map((r) => [r.customerName, r._kind])).toEqual([
      ['', 'entry'],
      ['chloe', 'queued'],
      ['Auntie Fang', 'refused'],
    ]);
    box.sent(next._key);
    expect(box.pinned(top).map((r) => r._kind)).toEqual(['entry', 'refused']);
    box.drop(walkIn._key);
    expect(box.pinned(top)).toEqual([top]);
  });

  it('takes a refused order back only into a blank entry row, as a new attempt', () => {
    const box = new Outbox();
    const walkIn = keyed('Auntie Fang');
    box.add(walkIn);
    box.refuse(walkIn._key);
    expect(box.takeBack(walkIn._key, keyed('typing the next one'))).toBeUndefined();
    expect(box.refused).toHaveLength(1);
    const top = entry();
    const back = box.takeBack(walkIn._key, top);
    expect(back).toMatchObject({ customerName: 'Auntie Fang', _kind: 'entry', id: top.id });
    expect(back?._key).not.toBe(walkIn._key);
    expect(box.refused).toEqual([]);
  });

  it('a pick still looked up is not a blank entry row', () => {
    expect(isBlankEntry(entry())).toBe(true);
    expect(isBlankEntry({ ...entry(), _pick: { text: 'x', offset: 0 } })).toBe(false);
    expect(isBlankEntry(keyed('x'))).toBe(false);
  });
});
