import { Button, Classes, Icon, PopoverNext } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { isGroup, type MenuLeaf, menuFor } from './menu.ts';
import { MenuBadge } from './menuBadges.tsx';
import { prefetchScreen } from './screens.ts';
import { userAtom } from './session.ts';

function matches(pathname: string, leaf: MenuLeaf): boolean {
  return pathname === leaf.path || pathname.startsWith(`${leaf.path}/`);
}

/**
 * The one entry the page belongs to: the longest path that contains it, so /offers/create lights
 * "Create an offer" alone, not "Offer list" beside it, and /offers/7 lights "Offer list".
 */
function activePath(pathname: string, leaves: readonly MenuLeaf[]): string | undefined {
  return leaves.filter((l) => matches(pathname, l)).sort((a, b) => b.path.length - a.path.length)[0]?.path;
}

function Leaf({
  leaf,
  collapsed,
  nested,
  active,
}: {
  leaf: MenuLeaf;
  collapsed: boolean;
  nested?: boolean;
  active: boolean;
}) {
  const { t } = useTranslation();
  const label = t(leaf.labelKey);
  const link = (
    <Link
      to={leaf.path}
      className={`cpt-nav-item${active ? ' cpt-active' : ''}${nested ? ' cpt-nested' : ''}`}
      aria-current={active ? 'page' : undefined}
      aria-label={collapsed ? label : undefined}
      // collapsed, the icon alone shows: the native tooltip names it (Blueprint's Tooltip is
      // popper-based and misplaces itself under React 19)
      title={collapsed ? label : undefined}
      onMouseEnter={() => prefetchScreen(leaf.path)}
      onFocus={() => prefetchScreen(leaf.path)}
    >
      <Icon icon={leaf.icon} />
      {!collapsed && <span className="cpt-nav-label">{label}</span>}
      {leaf.badge && <MenuBadge kind={leaf.badge} />}
    </Link>
  );
  return link;
}

/**
 * The side menu: 240 px open, 80 px collapsed. Entries come from menuFor(role).
 * Collapsed, a group becomes one icon whose popover lists its children.
 */
export function Sidebar({ collapsed, onToggle }: { collapsed: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  const menu = user ? menuFor(user.role) : [];
  const active = activePath(
    pathname,
    menu.flatMap((e) => (isGroup(e) ? e.children : [e])),
  );
  // an admin's menu is taller than a 900 px screen: the entry of a list low in it (Refunds, Team)
  // was cut by the screen's edge, the page open unsaid
  // biome-ignore lint/correctness/useExhaustiveDependencies: the entry marked changes with the page, and moves when the menu folds
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest' });
  }, [active, collapsed]);
  if (!user) return null;
  return (
    <nav
      ref={nav}
      className={`cpt-sidebar${collapsed ? ' cpt-collapsed' : ''}`}
      aria-label={t('app.mainMenu')}
    >
      <div className="cpt-brand">
        <img src="/favicon.svg" alt="" width={28} height={28} />
        {!collapsed && <span>{t('app.name')}</span>}
      </div>
      <ul className="cpt-nav">
        {menu.map((e) =>
          isGroup(e) ? (
            <li key={e.labelKey}>
              {collapsed ? (
                <PopoverNext
                  placement="right-start"
                  // plain links styled as a Blueprint menu: MenuItem would pull a second
                  // positioning library (floating-ui) into the shell bundle
                  content={
                    <ul className={Classes.MENU} aria-label={t(e.labelKey)}>
                      {e.children.map((c) => (
                        <li key={c.path}>
                          <Link
                            to={c.path}
                            className={`${Classes.MENU_ITEM}${c.path === active ? ` ${Classes.ACTIVE}` : ''} ${Classes.POPOVER_DISMISS}`}
                            aria-current={c.path === active ? 'page' : undefined}
                          >
                            <Icon icon={c.icon} />
                            <span className={Classes.FILL}>{t(c.labelKey)}</span>
                          </Link>
                        </li>
                      ))}
                    </ul>
                  }
                >
                  <button
                    type="button"
                    className="cpt-nav-item"
                    aria-label={t(e.labelKey)}
                    title={t(e.labelKey)}
                  >
                    <Icon icon={e.icon} />
                  </button>
                </PopoverNext>
              ) : (
                <>
                  <div className="cpt-nav-group">
                    <Icon icon={e.icon} />
                    <span className="cpt-nav-label">{t(e.labelKey)}</span>
                  </div>
                  <ul className="cpt-nav">
                    {e.children.map((c) => (
                      <li key={c.path}>
                        <Leaf leaf={c} collapsed={false} nested active={c.path === active} />
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </li>
          ) : (
            <li key={e.path}>
              <Leaf leaf={e} collapsed={collapsed} active={e.path === active} />
            </li>
          ),
        )}
      </ul>
      <Button
        className="cpt-collapse"
        variant="minimal"
        icon={collapsed ? 'double-chevron-right' : 'double-chevron-left'}
        aria-label={t(collapsed ? 'app.expandMenu' : 'app.collapseMenu')}
        aria-expanded={!collapsed}
        onClick={onToggle}
      >
        {collapsed ? undefined : t('app.collapseMenu')}
      </Button>
    </nav>
  );
}
