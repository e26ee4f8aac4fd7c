import '@blueprintjs/select/lib/css/blueprint-select.css';
import { MenuDivider, MenuItem } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { type ItemListRenderer, type ItemPredicate, type ItemRenderer, Omnibar } from '@blueprintjs/select';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { setLanguage } from './i18n.ts';
import { paletteFor } from './menu.ts';
import type { ViewEntry } from './PaletteSources.tsx';
import type { Found } from './paletteSearch.ts';
import { prefetchScreen } from './screens.ts';
import { signOut, userAtom } from './session.ts';

interface Command {
  id: string;
  group: 'screens' | 'offer' | 'order' | 'user' | 'view' | 'commands';
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

const RECORD_ICON: Record<'offer' | 'order' | 'user', IconName> = {
  offer: 'shop',
  order: 'shopping-cart',
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

  // records under a heading of their kind, so "1001" reads as an offer, not a screen
  const renderList: ItemListRenderer<Command> = ({
    filteredItems,
    renderItem,
    itemsParentRef,
    menuProps,
  }) => {
    if (filteredItems.length === 0) {
      return (
        <ul className="bp6-menu" ref={itemsParentRef} {...menuProps}>
          <MenuItem disabled text={t('palette.noResults')} roleStructure="listoption" />
        </ul>
      );
    }
    let group: Command['group'] | null = null;
    return (
      <ul className="bp6-menu cpt-palette-list" ref={itemsParentRef} {...menuProps}>
        {filteredItems.map((c, i) => {
          const head =
            c.group !== group ? (
              <MenuDivider key={`h-${c.group}`} title={t(`palette.groups.${c.group}`)} />
            ) : null;
          group = c.group;
          return [head, renderItem(c, i)];
        })}
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
        }}
        inputProps={{ placeholder: t('palette.placeholder'), 'aria-label': t('palette.placeholder') }}
      />
    </>
  );
}
