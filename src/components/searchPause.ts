/**
 * Search inputs wait 500 ms after the last keystroke before querying (list filters, lookups,
 * pickers): one pause, so every search box feels the same.
 */
export const SEARCH_DEBOUNCE_MS = 500;
