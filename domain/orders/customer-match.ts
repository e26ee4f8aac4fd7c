/** A name as the lookup compares it: no accents, no case, single spaces (server `search_fold`). */
function folded(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

/**
 * Search-and-update (daily order): the lookup's answer fills the order by itself when
 * exactly one customer's name is the typed text; a partial name or namesakes wait for a pick.
 */
export function exactCustomerMatch<C extends { name: string }>(rows: readonly C[], typed: string): C | null {
  const want = folded(typed);
  if (!want) return null;
  const same = rows.filter((r) => folded(r.name) === want);
  return same.length === 1 ? same[0]! : null;
}
