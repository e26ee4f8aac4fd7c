import { describe, expect, it } from 'vitest';
import type { SavedView } from '../../domain/views/schema.ts';
import { viewLink, viewLinks } from '../../src/app/viewLinks.ts';
import { columnsFromHash } from '../../src/components/list/savedViewState.ts';
import { readView } from '../../src/components/list/urlState.ts';

const view = (list: string, state: SavedView['state']): SavedView => ({
  id: 'v1',
  list,
  name: 'A view',
  state,
  isDefault: false,
  version: 1,
  createdAt: '',
  updatedAt: '',
});

describe('viewLink: the link Ctrl+K opens for a saved view', () => {
  it("opens the view's list with its filter, sort and columns, read back as the list reads its URL", () => {
    const columns = [{ id: 'name' }, { id: 'email', hide: true }];
    const link = viewLink(
      view('users-details', { filter: { role: 'finance' }, sort: ['name', 'DESC'], columns }),
      'admin',
    );
    expect(link).toBeDefined();
    const url = new URL(link!, 'http://x');
    expect(url.pathname).toBe('/users');
    const read = readView(url.search, url.hash);
    expect(read.filter).toEqual({ role: 'finance' });
    expect(read.sort).toEqual(['name', 'DESC']);
    expect(columnsFromHash(url.hash)).toEqual(columns);
  });

  it("keeps the tab that selects the list on a page of several (Delivery's areas)", () => {
    const link = viewLink(view('delivery-areas-details', { filter: { name: 'Pu' } }), 'admin');
    expect(link).toMatch(/^\/delivery\?/);
    expect(new URL(link!, 'http://x').searchParams.get('tabState')).toBe('areas');
  });

  it('gives nothing for a list without a screen, or one the role may not open', () => {
    expect(viewLink(view('no-such-list', {}), 'admin')).toBeUndefined();
    expect(viewLink(view('suppliers-details', {}), 'designer')).toBeUndefined();
    expect(viewLink(view('suppliers-details', {}), 'admin')).toBe('/suppliers');
  });

  it('offers an order-list view on each order list the role may open (they share one list of views)', () => {
    const v = view('orders-details', { filter: { customerName: 'Li' }, sort: ['orderID', 'DESC'] });
    const links = viewLinks(v, 'admin');
    expect(links.map((l) => new URL(l, 'http://x').pathname)).toEqual([
      '/orders-services',
      '/orders-direct-sales',
    ]);
    for (const l of links)
      expect(readView(new URL(l, 'http://x').search, '').filter).toEqual({ customerName: 'Li' });
    // logistics works on direct sales, not on the services list
    expect(viewLinks(v, 'logistic').map((l) => l.split('?')[0])).toEqual(['/orders-direct-sales']);
    expect(viewLinks(v, 'designer')).toEqual([]);
  });
});
