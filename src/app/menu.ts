import type { IconName } from '@blueprintjs/icons';
import type { Role } from '../../domain/roles.ts';
import { canOpen } from '../../domain/routes.ts';
import { hasScreen } from './screens.ts';

/**
 * The side menu of part 1 §2 (Shell), in the spec's order. Which entries a user sees is derived,
 * never listed per role: an entry shows when domain/routes.ts lets the role open its path and the
 * screen exists (src/app/screens.ts). A group shows when at least one child does.
 */
export interface MenuLeaf {
  labelKey: string;
  path: string;
  icon: IconName;
}
export interface MenuGroup {
  labelKey: string;
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
      { labelKey: 'menu.offerList', path: '/offers', icon: 'list' },
      { labelKey: 'menu.createOffer', path: '/offers/create', icon: 'add' },
      { labelKey: 'menu.deliveryTemplates', path: '/delivery', icon: 'truck' },
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
  { labelKey: 'menu.customers', path: '/customers', icon: 'person' },
  { labelKey: 'menu.suppliers', path: '/suppliers', icon: 'office' },
  { labelKey: 'menu.products', path: '/products', icon: 'box' },
  { labelKey: 'menu.inventory', path: '/inventory', icon: 'cube' },
  { labelKey: 'menu.purchaseOrders', path: '/finance', icon: 'document' },
  { labelKey: 'menu.customerService', path: '/claims', icon: 'headset' },
  { labelKey: 'menu.vouchers', path: '/vouchers', icon: 'tag' },
  { labelKey: 'menu.recipes', path: '/recipes', icon: 'book' },
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
  { labelKey: 'menu.refund', path: '/refunds', icon: 'undo' },
  { labelKey: 'menu.team', path: '/users', icon: 'people' },
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
  { labelKey: 'palette.deliveryAreas', path: '/delivery?tabState=areas', icon: 'map' },
  { labelKey: 'palette.createTemplate', path: '/delivery/template/create', icon: 'add' },
  { labelKey: 'palette.createArea', path: '/delivery/areas/create', icon: 'add' },
  { labelKey: 'palette.createUser', path: '/users/create', icon: 'new-person' },
];

export function paletteFor(role: Role): MenuLeaf[] {
  const extra = EXTRA_SCREENS.filter((e) => {
    const path = e.path.split('?')[0]!;
    return hasScreen(path) && canOpen(role, path);
  });
  return [...leavesFor(role), ...extra];
}
