import type { IconName } from '@blueprintjs/icons';
import { screenUrl } from '../../domain/resource.ts';
import type { Role } from '../../domain/roles.ts';
import { canOpen } from '../../domain/routes.ts';
import {
  CUSTOMERS_SCREENS,
  DELIVERY_AREAS_SCREENS,
  DELIVERY_TEMPLATES_SCREENS,
  OFFERS_SCREENS,
  PRODUCTS_SCREENS,
  RECIPES_SCREENS,
  SUPPLIERS_SCREENS,
  USERS_SCREENS,
} from '../../domain/screens.ts';
import type { TKey } from '../../locales/keys.ts';
import { hasScreen } from './screens.ts';

/**
 * The side menu of part 1 §2 (Shell), in the spec's order. Which entries a user sees is derived,
 * never listed per role: an entry shows when domain/routes.ts lets the role open its path and the
 * screen exists (src/app/screens.ts). A group shows when at least one child does.
 */
export interface MenuLeaf {
  labelKey: TKey;
  path: string;
  icon: IconName;
  /** a count shown beside the entry (the refund badge, part 2 §4) */
  badge?: 'refunds';
}
export interface MenuGroup {
  labelKey: TKey;
  icon: IconName;
  children: MenuLeaf[];
}
export type MenuEntry = MenuLeaf | MenuGroup;

export const isGroup = (e: MenuEntry): e is MenuGroup => 'children' in e;

export const MENU: readonly MenuEntry[] = [
  { labelKey: 'menu.analytics', path: '/analytics', icon: 'chart' },
  {
    labelKey: 'menu.offers',
    icon: 'shop',
    children: [
      { labelKey: 'menu.offerList', path: OFFERS_SCREENS.list.path, icon: 'list' },
      { labelKey: 'menu.createOffer', path: OFFERS_SCREENS.create.path, icon: 'add' },
      { labelKey: 'menu.deliveryTemplates', path: DELIVERY_TEMPLATES_SCREENS.list.path, icon: 'truck' },
    ],
  },
  {
    labelKey: 'menu.orders',
    icon: 'shopping-cart',
    children: [
      { labelKey: 'menu.servicesOrders', path: '/orders-services', icon: 'th-list' },
      { labelKey: 'menu.directSalesOrders', path: '/orders-direct-sales', icon: 'th' },
    ],
  },
  { labelKey: 'menu.customers', path: CUSTOMERS_SCREENS.list.path, icon: 'person' },
  { labelKey: 'menu.suppliers', path: SUPPLIERS_SCREENS.list.path, icon: 'office' },
  { labelKey: 'menu.products', path: PRODUCTS_SCREENS.list.path, icon: 'box' },
  { labelKey: 'menu.inventory', path: '/inventory', icon: 'cube' },
  { labelKey: 'menu.purchaseOrders', path: '/finance', icon: 'document' },
  { labelKey: 'menu.customerService', path: '/claims', icon: 'headset', badge: 'refunds' },
  { labelKey: 'menu.vouchers', path: '/vouchers', icon: 'tag' },
  { labelKey: 'menu.recipes', path: RECIPES_SCREENS.list.path, icon: 'book' },
  { labelKey: 'menu.lottery', path: '/lottery-management', icon: 'clean' },
  {
    labelKey: 'menu.finance',
    icon: 'dollar',
    children: [
      { labelKey: 'menu.financeOverview', path: '/overview', icon: 'dashboard' },
      { labelKey: 'menu.financeDirectSales', path: '/direct-sales', icon: 'document-share' },
      { labelKey: 'menu.financeServices', path: '/services', icon: 'briefcase' },
    ],
  },
  { labelKey: 'menu.refund', path: '/refunds', icon: 'undo', badge: 'refunds' },
  { labelKey: 'menu.team', path: USERS_SCREENS.list.path, icon: 'people' },
];

const visible = (role: Role, leaf: MenuLeaf) => hasScreen(leaf.path) && canOpen(role, leaf.path);

/** The menu a role sees: allowed and existing entries only, empty groups dropped. */
export function menuFor(role: Role): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const e of MENU) {
    if (!isGroup(e)) {
      if (visible(role, e)) out.push(e);
      continue;
    }
    const children = e.children.filter((c) => visible(role, c));
    if (children.length) out.push({ ...e, children });
  }
  return out;
}

/** Every leaf a role may open, flat: what the Ctrl+K palette offers. */
export function leavesFor(role: Role): MenuLeaf[] {
  return menuFor(role).flatMap((e) => (isGroup(e) ? e.children : [e]));
}

/** Screens without a menu entry that the palette still offers (create pages, tabs, the profile). */
export const EXTRA_SCREENS: readonly MenuLeaf[] = [
  { labelKey: 'palette.profile', path: '/', icon: 'user' },
  {
    labelKey: 'palette.deliveryAreas',
    path: screenUrl(DELIVERY_TEMPLATES_SCREENS.list, {}, { tabState: 'areas' }),
    icon: 'map',
  },
  { labelKey: 'palette.createTemplate', path: DELIVERY_TEMPLATES_SCREENS.create.path, icon: 'add' },
  { labelKey: 'palette.createArea', path: DELIVERY_AREAS_SCREENS.create.path, icon: 'add' },
  { labelKey: 'palette.createUser', path: USERS_SCREENS.create.path, icon: 'new-person' },
  { labelKey: 'palette.createRecipe', path: RECIPES_SCREENS.create.path, icon: 'add' },
  { labelKey: 'palette.createSupplier', path: SUPPLIERS_SCREENS.create.path, icon: 'add' },
];

export function paletteFor(role: Role): MenuLeaf[] {
  const extra = EXTRA_SCREENS.filter((e) => {
    const path = e.path.split('?')[0]!;
    return hasScreen(path) && canOpen(role, path);
  });
  return [...leavesFor(role), ...extra];
}
