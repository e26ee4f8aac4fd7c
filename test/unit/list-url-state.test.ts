import { describe, expect, it } from 'vitest';
import { type ListSpec, parseListQuery, typedFilter } from '../../domain/list-protocol.ts';
import { cleanFilter, readView, writeView } from '../../src/components/list/urlState.ts';

describe('list view in the URL', () => {
  it('round-trips filters and the tab (tabState) in the query, page and sort in the hash', () => {
    const view = {
      filter: { name: 'ali', role: ['admin', 'finance'], createdAt: { gte: '2024-01-01' } },
      tabFilter: { status: 'available' },
      page: 2,
      sort: ['name', 'ASC'] as const,
      tab: 'active',
    };
    const { search, hash } = writeView(view, '?tabState=areas');
    expect(new URLSearchParams(search).get('tabState')).toBe('active');
    expect(hash).toBe('#page=3&sort=name%3AASC');
    expect(readView(search, hash)).toEqual(view);
  });

  it('leaves the URL bare for the default view', () => {
    expect(
      writeView({ filter: { name: '' }, tabFilter: undefined, page: 0, sort: undefined, tab: undefined }, ''),
    ).toEqual({ search: '', hash: '' });
  });

  it('survives hand-edited URLs: broken JSON, bad page, bad sort', () => {
    const v = readView('?filter=%7Bbroken&tabFilter=[1]', '#page=-4&sort=name:UP');
    expect(v).toEqual({ filter: {}, tabFilter: undefined, page: 0, sort: undefined, tab: undefined });
  });

  it('drops empty filter values', () => {
    expect(
      cleanFilter({ a: '', b: null, c: [], d: { gte: undefined, lte: '' }, e: 'x', f: 0, g: false }),
    ).toEqual({
      e: 'x',
      f: 0,
      g: false,
    });
  });
});

describe('the tab of a screen', () => {
  it('a list without tabs keeps the page tabState (Delivery); an old #tab= link still opens its tab', () => {
    const none = { filter: {}, tabFilter: undefined, page: 0, sort: undefined, tab: undefined };
    expect(writeView(none, '?tabState=areas').search).toBe('?tabState=areas');
    expect(readView('', '#tab=over').tab).toBe('over');
  });
});

describe('filter values typed by the list spec', () => {
  const spec = {
    resource: 'claims',
    filters: {
      urgent: { kind: 'eq', type: 'bool' },
      orderID: { kind: 'eq', type: 'int' },
      status: { kind: 'eq', type: 'string', values: ['new', 'solved'] },
      name: { kind: 'text' },
    },
    sorts: [],
    defaultSort: ['id', 'ASC'],
    maxPage: 80,
  } as const satisfies ListSpec;

  it('sends a select’s text as the boolean or number the server filters on', () => {
    expect(typedFilter(spec, { urgent: 'true', orderID: '12', status: 'new', name: '12' })).toEqual({
      urgent: true,
      orderID: 12,
      status: 'new',
      name: '12',
    });
    expect(typedFilter(spec, { urgent: 'false', orderID: ['3', 4] })).toEqual({
      urgent: false,
      orderID: [3, 4],
    });
    expect(typedFilter(spec, { urgent: { ne: 'true' } })).toEqual({ urgent: { ne: true } });
  });

  it('leaves what is no such value alone, for the server to name', () => {
    expect(typedFilter(spec, { urgent: 'yes', orderID: '1.5', other: 'true' })).toEqual({
      urgent: 'yes',
      orderID: '1.5',
      other: 'true',
    });
  });

  it('every value typedFilter gives back parses: the urgent select no longer fails the list', () => {
    const r = parseListQuery(spec, { filter: JSON.stringify(typedFilter(spec, { urgent: 'true' })) });
    expect(r.ok).toBe(true);
  });
});
