import type { IconName } from '@blueprintjs/icons';
import type { MenuPlacement, MenuSection, PalettePlacement, Screen } from '../../domain/resource.ts';
import type { Role } from '../../domain/roles.ts';
import { canOpen, SCREENS } from '../../domain/routes.ts';
import type * as DECLARED_SCREENS from '../../domain/screens.generated.ts';
import type { TKey } from '../../locales/keys.ts';
import { hasScreen } from './screens.ts';

/**
 * The side menu of the shell, from the `menu` of the declared screens (domain/<entity>/resource.ts),
 * ordered by their `order`; a section is a group standing where its first entry does. Which
 * entries a user sees is derived, never listed per role: an entry shows when domain/routes.ts lets
 * the role open its path and its page exists (src/app/screens.ts). A group shows when at least one
 * child does.
 */
export interface MenuLeaf {
  labelKey: TKey;
  path: string;
  icon: IconName;
  /** a count shown beside the entry (the refund badge) */
  badge?: 'refunds';
}
export interface MenuGroup {
  labelKey: TKey;
  icon: IconName;
  children: MenuLeaf[];
}
export type MenuEntry = MenuLeaf | MenuGroup;

export const isGroup = (e: MenuEntry): e is MenuGroup => 'children' in e;

const SECTIONS: Record<MenuSection, { labelKey: TKey; icon: IconName }> = {
  offers: { labelKey: 'menu.offers', icon: 'shop' },
  orders: { labelKey: 'menu.orders', icon: 'shopping-cart' },
  finance: { labelKey: 'menu.finance', icon: 'dollar' },
};

type Blocks = typeof DECLARED_SCREENS;
type ScreensOf<K extends keyof Blocks> = K extends `${string}_SCREENS` ? Blocks[K][keyof Blocks[K]] : never;
interface Placed {
  readonly path: string;
  readonly menu?: { readonly label: TKey; readonly icon: IconName };
  readonly palette?: { readonly label: TKey; readonly icon: IconName };
}
/** The type check fails here when a declared label is not a translation key or an icon not an icon. */
type Checked<T extends Placed> = T;
export type DeclaredScreen = Checked<ScreensOf<keyof Blocks>>;

// the declarations' strings are checked just above (DeclaredScreen), so these casts hold
const leaf = (s: Screen, p: MenuPlacement | PalettePlacement, path = s.path): MenuLeaf => ({
  labelKey: p.label as TKey,
  path,
  icon: p.icon as IconName,
  ...('badge' in p && p.badge ? { badge: p.badge } : {}),
});

function buildMenu(): MenuEntry[] {
  const placed = SCREENS.flatMap((s) => (s.menu ? [{ s, m: s.menu }] : [])).sort(
    (a, b) => a.m.order - b.m.order,
  );
  const out: MenuEntry[] = [];
  const groups = new Map<MenuSection, MenuGroup>();
  for (const { s, m } of placed) {
    if (!m.section) {
      out.push(leaf(s, m));
      continue;
    }
    let g = groups.get(m.section);
    if (!g) {
      g = { ...SECTIONS[m.section], children: [] };
      groups.set(m.section, g);
      out.push(g);
    }
    g.children.push(leaf(s, m));
  }
  return out;
}

export const MENU: readonly MenuEntry[] = buildMenu();

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
export const EXTRA_SCREENS: readonly MenuLeaf[] = SCREENS.flatMap((s) =>
  s.palette
    ? [leaf(s, s.palette, s.palette.query ? `${s.path}?${new URLSearchParams(s.palette.query)}` : s.path)]
    : [],
);

export function paletteFor(role: Role): MenuLeaf[] {
  const extra = EXTRA_SCREENS.filter((e) => {
    const path = e.path.split('?')[0]!;
    return hasScreen(path) && canOpen(role, path);
  });
  return [...leavesFor(role), ...extra];
}
