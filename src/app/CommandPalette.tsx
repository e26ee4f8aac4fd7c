import '@blueprintjs/select/lib/css/blueprint-select.css';
import { MenuItem } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { type ItemListRenderer, type ItemPredicate, type ItemRenderer, Omnibar } from '@blueprintjs/select';
import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { setLanguage } from './i18n.ts';
import { backToLastCell } from './lastCell.ts';
import { paletteFor } from './menu.ts';
import type { ViewEntry } from './PaletteSources.tsx';
import type { Found } from './paletteSearch.ts';
import { prefetchScreen } from './screens.ts';
import { signOut, userAtom } from './session.ts';

interface Command {
  id: string;
  group: 'screens' | 'offer' | 'order' | 'customer' | 'user' | 'view' | 'commands';
  label: string;
  icon: IconName;
  /** what else the query may match: the other language's label, the path, a record's numbers */
  hint?: string;
  /** shown on the right of the row */
  label2?: string;
  run: () => void;
}

// records and saved views are searched by a chunk of their own, fetched when the palette opens
const PaletteSources = lazy(() => import('./PaletteSources.tsx'));

const RECORD_ICON: Record<'offer' | 'order' | 'customer' | 'user', IconName> = {
  offer: 'shop',
  order: 'shopping-cart',
  customer: 'people',
  user: 'person',
};

export interface CommandPaletteProps {
  isOpen: boolean;
  onClose: () => void;
  /** keys typed before the palette could take them (its chunk was loading): appended to the query */
  pending: string;
  onPendingTaken: (taken: string) => void;
}

/**
 * Ctrl+K: jump to any screen the role may open, to an offer (by number or name), an order (by
 * number), a team member (by name) or one of the member's saved views (by name, opening its list
 * with the view applied), switch language, sign out. Screens match on their label in
 * both languages, so "team" finds 团队 in the Chinese console.
 */
export default function CommandPalette({ isOpen, onClose, pending, onPendingTaken }: CommandPaletteProps) {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const dismissed = useRef(false);
  const [found, setFound] = useState<Found[]>([]);
  const [savedViews, setSavedViews] = useState<ViewEntry[]>([]);
  // a closed palette's query is empty: the next opening starts without the last records
  useEffect(() => {
    if (!isOpen) setFound([]);
  }, [isOpen]);

  useEffect(() => {
    if (!pending) return;
    setQuery((q) => q + pending);
    onPendingTaken(pending);
  }, [pending, onPendingTaken]);

  const commands = useMemo<Command[]>(() => {
    if (!user) return [];
    const other = i18n.language === 'zh' ? 'en' : 'zh';
    const screens: Command[] = paletteFor(user.role).map((s) => ({
      id: s.path,
      group: 'screens',
      label: t(s.labelKey),
      hint: `${i18n.t(s.labelKey, { lng: other })} ${s.path}`,
      label2: s.path,
      icon: s.icon,
      run: () => navigate(s.path),
    }));
    const records: Command[] = found.map((f) => ({
      id: `${f.kind}:${f.id}`,
      group: f.kind,
      label: f.label,
      hint: f.hint,
      label2: t(`palette.kinds.${f.kind}`),
      icon: RECORD_ICON[f.kind],
      run: () => navigate(f.to),
    }));
    const views: Command[] = savedViews.map((v) => ({
      id: `view:${v.id}`,
      group: 'view',
      label: v.name,
      hint: `${v.screen} ${i18n.t('palette.kinds.view', { lng: 'en' })} ${i18n.t('palette.kinds.view', { lng: 'zh' })}`,
      label2: v.screen,
      icon: 'bookmark',
      run: () => navigate(v.to),
    }));
    const commandsList: Command[] = [
      {
        id: 'lang-en',
        group: 'commands',
        label: t('palette.english'),
        hint: 'English EN',
        icon: 'translate',
        run: () => void setLanguage('en'),
      },
      {
        id: 'lang-zh',
        group: 'commands',
        label: t('palette.chinese'),
        hint: '中文 Chinese',
        icon: 'translate',
        run: () => void setLanguage('zh'),
      },
      {
        id: 'logout',
        group: 'commands',
        label: t('app.logout'),
        hint: 'logout 退出',
        icon: 'log-out',
        run: () => void signOut(),
      },
    ];
    return [...screens, ...records, ...views, ...commandsList];
  }, [user, t, i18n, navigate, found, savedViews]);

  const predicate: ItemPredicate<Command> = (q, c) => {
    const needle = q.trim().toLowerCase().replace(/^#/, '');
    return !needle || `${c.label} ${c.hint ?? ''}`.toLowerCase().includes(needle);
  };

  const render: ItemRenderer<Command> = (c, { handleClick, handleFocus, modifiers, ref }) => {
    if (!modifiers.matchesPredicate) return null;
    return (
      <MenuItem
        key={c.id}
        ref={ref}
        icon={c.icon}
        text={c.label}
        label={c.label2}
        active={modifiers.active}
        onClick={handleClick}
        onFocus={handleFocus}
        roleStructure="listoption"
      />
    );
  };

  // Records under a heading of their kind, so "1001" reads as an offer, not a screen. The list is
  // a listbox (Omnibar's own `role="menu"` would hold options it may not own) whose kinds are
  // groups named by their heading: a listbox may own options and groups, not separators.
  const renderList: ItemListRenderer<Command> = ({
    filteredItems,
    renderItem,
    itemsParentRef,
    menuProps,
  }) => {
    const list = { ...menuProps, role: 'listbox', 'aria-label': t('palette.placeholder') };
    if (filteredItems.length === 0) {
      return (
        <ul className="bp6-menu" ref={itemsParentRef} {...list}>
          <MenuItem disabled text={t('palette.noResults')} roleStructure="listoption" />
        </ul>
      );
    }
    const groups: { group: Command['group']; rows: ReactNode[] }[] = [];
    filteredItems.forEach((c, i) => {
      if (groups.at(-1)?.group !== c.group) groups.push({ group: c.group, rows: [] });
      groups.at(-1)!.rows.push(renderItem(c, i));
    });
    return (
      <ul className="bp6-menu cpt-palette-list" ref={itemsParentRef} {...list}>
        {groups.map(({ group, rows }) => (
          <li key={group} role="none">
            <div className="bp6-menu-header">
              {/* a heading would be a child the listbox may not own: the group takes its name */}
              <h6 className="bp6-heading" role="none" id={`cpt-palette-${group}`}>
                {t(`palette.groups.${group}`)}
              </h6>
            </div>
            {/* biome-ignore lint/a11y/useSemanticElements: options of a listbox are grouped by role, no HTML element is such a group */}
            <ul role="group" className="cpt-palette-group" aria-labelledby={`cpt-palette-${group}`}>
              {rows}
            </ul>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <>
      {isOpen && user && (
        <Suspense fallback={null}>
          <PaletteSources
            query={query}
            role={user.role}
            lang={i18n.language}
            onRecords={setFound}
            onViews={setSavedViews}
          />
        </Suspense>
      )}
      <Omnibar<Command>
        className="cpt-palette"
        isOpen={isOpen}
        items={commands}
        query={query}
        onQueryChange={setQuery}
        itemPredicate={predicate}
        itemRenderer={render}
        itemListRenderer={renderList}
        // only while open: the closed palette has an active item too, and would fetch its screen
        onActiveItemChange={(c) => isOpen && c?.id.startsWith('/') && prefetchScreen(c.id.split('?')[0]!)}
        onItemSelect={(c) => {
          setQuery('');
          onClose();
          c.run();
        }}
        onClose={() => {
          setQuery('');
          onClose();
          dismissed.current = true;
        }}
        // dismissed (Escape), once the palette has given the focus back where it could and its
        // input is gone (it still holds the focus as it closes)
        overlayProps={{
          onClosed: () => {
            if (dismissed.current) requestAnimationFrame(backToLastCell);
            dismissed.current = false;
          },
        }}
        inputProps={{ placeholder: t('palette.placeholder'), 'aria-label': t('palette.placeholder') }}
      />
    </>
  );
}
