import { CUSTOMERS } from '../../domain/customers/resource.ts';
import { DELIVERY_AREAS, DELIVERY_TEMPLATES } from '../../domain/delivery/resource.ts';
import { OFFERS } from '../../domain/offers/resource.ts';
import { ORDERS } from '../../domain/orders/resource.ts';
import { PRODUCTS } from '../../domain/products/resource.ts';
import { RECIPES } from '../../domain/recipes/resource.ts';
import { apiUrl } from '../../domain/resource.ts';
import type { Role } from '../../domain/roles.ts';
import { canOpen } from '../../domain/routes.ts';
import { PRODUCT_STOCKS } from '../../domain/stock/resource.ts';
import { SUPPLIERS } from '../../domain/suppliers/resource.ts';
import { USERS } from '../../domain/users/resource.ts';
import type { SavedView } from '../../domain/views/schema.ts';
import { linkWithColumns, listKeyOf, parseState } from '../components/list/savedViewState.ts';
import { writeView } from '../components/list/urlState.ts';

interface ListScreen {
  /** the screen that shows the list, with the query that selects it on a page of several lists */
  screen: string;
  search?: string;
}

const entry = (list: string, screen: string, search?: string): [string, ListScreen[]] => [
  listKeyOf(list),
  [search ? { screen, search } : { screen }],
];

/**
 * The screens of the lists a saved view may belong to, by the views' `list` key (the grid's API
 * path). Lists that live inside one record's page (a customer's orders, a product's movements)
 * have no screen of their own and are left out. The services and direct-sales order lists read one
 * path and so share their views: such a view opens on either.
 */
// each path is built on its own: a union of the operations would make apiUrl's parameter type
// a union of every path's parameters, which the type checker expands at great cost
const SCREENS: ReadonlyMap<string, readonly ListScreen[]> = new Map([
  entry(apiUrl(USERS.ops.list, {}), USERS.screens.list.path),
  entry(apiUrl(SUPPLIERS.ops.list, {}), SUPPLIERS.screens.list.path),
  entry(apiUrl(PRODUCTS.ops.list, {}), PRODUCTS.screens.list.path),
  entry(apiUrl(RECIPES.ops.list, {}), RECIPES.screens.list.path),
  entry(apiUrl(OFFERS.ops.list, {}), OFFERS.screens.list.path),
  entry(apiUrl(CUSTOMERS.ops.list, {}), CUSTOMERS.screens.list.path),
  entry(apiUrl(PRODUCT_STOCKS.ops.list, {}), PRODUCT_STOCKS.screens.list.path),
  entry(apiUrl(DELIVERY_TEMPLATES.ops.list, {}), DELIVERY_TEMPLATES.screens.list.path),
  entry(apiUrl(DELIVERY_AREAS.ops.list, {}), DELIVERY_TEMPLATES.screens.list.path, '?tabState=areas'),
  [
    listKeyOf(apiUrl(ORDERS.ops.list, {})),
    [{ screen: ORDERS.screens.services.path }, { screen: ORDERS.screens.directSales.path }],
  ],
]);

/**
 * The links that open a saved view's list with the view applied, one per screen of that list the
 * role may open: the same URL as the Views menu's "copy link" on that list (filters and tab in the
 * query, sort in the hash, columns in `#columns=`). Empty for a list without a screen.
 */
export function viewLinks(view: SavedView, role: Role): string[] {
  const s = parseState(view.state) ?? {};
  return (SCREENS.get(view.list) ?? [])
    .filter((at) => canOpen(role, at.screen))
    .map((at) => {
      const { search, hash } = writeView(
        { filter: s.filter ?? {}, tabFilter: undefined, page: 0, sort: s.sort, tab: s.tab },
        at.search ?? '',
      );
      const base = 'http://console.invalid';
      const href = `${base}${at.screen}${search}${hash}`;
      const url = s.columns ? new URL(linkWithColumns(href, s.columns)) : new URL(href);
      return `${url.pathname}${url.search}${url.hash}`;
    });
}

/** The first of `viewLinks`: undefined for a list without a screen, or one the role may not open. */
export const viewLink = (view: SavedView, role: Role): string | undefined => viewLinks(view, role)[0];

/** The screen label key of a view's list, to tell two views of the same name apart. */
export const listScreenOf = (list: string): string | undefined => SCREENS.get(list)?.[0]?.screen;
