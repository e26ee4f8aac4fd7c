import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** the list last shown in this tab, with its tab, filters and sort (its search and hash) */
let lastList: { pathname: string; href: string } | null = null;

/** A list page records itself, as it is shown now, for the pages its rows open. */
export function useRememberList(): void {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    lastList = { pathname, href: `${pathname}${search}${hash}` };
  }, [pathname, search, hash]);
}

/**
 * Where a record's page goes back to when it can be opened from several lists (a purchase order
 * from "Purchase orders and invoices" or from "Direct sales"): the one it came from, as it was
 * left, when that is one of `lists`; else `fallback`.
 */
export function backToList(lists: readonly string[], fallback: string): string {
  return lastList && lists.includes(lastList.pathname) ? lastList.href : fallback;
}
