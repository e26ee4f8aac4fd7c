import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SEARCH_DEBOUNCE_MS } from '../../src/components/searchPause.ts';

/**
 * Search inputs wait 500 ms after the last keystroke before querying: the list filters, the daily
 * order's customer lookup (search-and-update), the recipe's product picker and the offer form's
 * pickers all read the one pause, none keeps a number of its own.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../../src');
const SEARCH_INPUTS = [
  'components/ListPage/FilterBar.tsx',
  'features/orders/CustomerLookup.tsx',
  'features/recipes/ProductPicker.tsx',
  'features/offers/form/pickers/SearchSelect.tsx',
];

describe('search inputs', () => {
  it('wait 500 ms', () => expect(SEARCH_DEBOUNCE_MS).toBe(500));
  it.each(SEARCH_INPUTS)('%s waits the shared pause', (file) => {
    const text = readFileSync(resolve(SRC, file), 'utf8');
    expect(text).toMatch(
      /import \{[^}]*\bSEARCH_DEBOUNCE_MS\b[^}]*\} from '[./]*(components\/)?searchPause\.ts'/,
    );
    expect(text).not.toMatch(/const \w*(DELAY|DEBOUNCE|PAUSE)\w* = \d/);
  });
});
