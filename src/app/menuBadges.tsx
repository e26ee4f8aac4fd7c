import { type ComponentType, lazy, Suspense } from 'react';
import type { MenuLeaf } from './menu.ts';

export type MenuBadgeKind = NonNullable<MenuLeaf['badge']>;
/** The count components of the menu entries, by the `badge` their screens declare. */
export type MenuBadges = Partial<Record<MenuBadgeKind, ComponentType>>;

let loadBadges: () => Promise<MenuBadges> = async () => ({});

/**
 * Start-up: the entry (src/main.tsx) hands the shell the loader of the features' menu badges, so
 * the shell imports no feature for them. They load with the menu, not with the login.
 */
export function provideMenuBadges(load: () => Promise<MenuBadges>): void {
  loadBadges = load;
}

const Slot = lazy(async () => {
  const badges = await loadBadges();
  return {
    default: ({ kind }: { kind: MenuBadgeKind }) => {
      const Badge = badges[kind];
      return Badge ? <Badge /> : null;
    },
  };
});

/** The count beside a menu entry, drawn by the feature that owns it; nothing while it loads. */
export function MenuBadge({ kind }: { kind: MenuBadgeKind }) {
  return (
    <Suspense fallback={null}>
      <Slot kind={kind} />
    </Suspense>
  );
}
