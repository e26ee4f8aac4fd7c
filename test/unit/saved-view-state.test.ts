import { describe, expect, it } from 'vitest';
import {
  columnsFromHash,
  columnsOf,
  isBareUrl,
  linkWithColumns,
  listKeyOf,
  showsView,
  stateOf,
} from '../../src/components/list/savedViewState.ts';
import { readView } from '../../src/components/list/urlState.ts';

describe('saved view state', () => {
  it('keys a list by its grid path, in the shape the server accepts', () => {
    expect(listKeyOf('users/details')).toBe('users-details');
    expect(listKeyOf('delivery-areas/details?x=1')).toBe('delivery-areas-details');
    expect(listKeyOf('Offers')).toMatch(/^[a-z][a-z0-9-]{0,59}$/);
  });

  it('keeps the columns in order, hidden ones marked, widths only where not flex', () => {
    const cols = columnsOf(
      [
        { colId: 'ag-Grid-SelectionColumn', width: 50 },
        { colId: 'email', hide: true, width: 201.6 },
        { colId: 'name', width: 10, hide: false },
        { colId: 'communities', width: 400, flex: 1 },
      ],
      ['ag-Grid-SelectionColumn'],
    );
    expect(cols).toEqual([
      { id: 'email', hide: true, width: 202 },
      { id: 'name', width: 20 },
      { id: 'communities' },
    ]);
  });

  it('saves what narrows the list, the tab only on a list with tabs, and recognises it after', () => {
    const view = readView(
      '?filter=%7B%22role%22%3A%22finance%22%2C%22name%22%3A%22%22%7D&tabState=areas',
      '#sort=name:DESC',
    );
    const noTabs = stateOf(view, false, []);
    expect(noTabs).toEqual({ filter: { role: 'finance' }, sort: ['name', 'DESC'], columns: [] });
    expect(stateOf(view, true, []).tab).toBe('areas');
    expect(showsView(view, false, noTabs)).toBe(true);
    expect(showsView(readView('', ''), false, noTabs)).toBe(false);
  });

  it('lets a default view apply only on a bare URL', () => {
    expect(isBareUrl('', '', false)).toBe(true);
    // another screen's tab (Delivery) is not this list's choice
    expect(isBareUrl('?tabState=areas', '', false)).toBe(true);
    expect(isBareUrl('?tabState=live', '', true)).toBe(false);
    expect(isBareUrl('?filter=%7B%7D', '', false)).toBe(false);
    expect(isBareUrl('', '#sort=name:ASC', false)).toBe(false);
  });

  it('carries columns in a shared link and refuses broken ones', () => {
    const link = linkWithColumns('http://x/users?filter=%7B%7D#sort=name:ASC', [{ id: 'email', hide: true }]);
    const hash = new URL(link).hash;
    expect(new URLSearchParams(hash.slice(1)).get('sort')).toBe('name:ASC');
    expect(columnsFromHash(hash)).toEqual([{ id: 'email', hide: true }]);
    expect(columnsFromHash('#columns=%7Bbroken')).toBeUndefined();
    expect(columnsFromHash('#columns=%5B%7B%22id%22%3A1%7D%5D')).toBeUndefined();
  });
});
