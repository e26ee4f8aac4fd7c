import '@blueprintjs/select/lib/css/blueprint-select.css';
import { MenuDivider, MenuItem } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { type ItemListRenderer, type ItemPredicate, type ItemRenderer, Omnibar } from '@blueprintjs/select';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAllSavedViews } from '../api/savedViews.ts';
import { setLanguage } from './i18n.ts';
import { paletteFor } from './menu.ts';
import { useRecordSearch } from './paletteSearch.ts';
import { prefetchScreen } from './screens.ts';
import { signOut, userAtom } from './session.ts';
import { viewLink } from './viewLinks.ts';

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
  const found = useRecordSearch(isOpen ? query : '', user?.role, i18n.language);
  const savedViews = useAllSavedViews(isOpen && !!user).data;

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
    const views: Command[] = (savedViews ?? []).flatMap((v) => {
      const to = viewLink(v, user.role);
      const screen = to?.split(/[?#]/, 1)[0];
      return to && screen
        ? [
            {
              id: `view:${v.id}`,
              group: 'view' as const,
              label: v.name,
              hint: `${screen} ${i18n.t('palette.kinds.view', { lng: 'en' })} ${i18n.t('palette.kinds.view', { lng: 'zh' })}`,
              label2: screen,
              icon: 'bookmark' as const,
              run: () => navigate(to),
            },
          ]
        : [];
    });
    const commandsList: Command[] = [
      {
        id: 'lang-en',
        group: 'commands',
        label: t('palette.english'),
        hint: 'English EN',
        icon: 'translate',
        run: () => setLanguage('en'),
      },
      {
        id: 'lang-zh',
        group: 'commands',
        label: t('palette.chinese'),
        hint: '中文 Chinese',
        icon: 'translate',
        run: () => setLanguage('zh'),
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
    <Omnibar<Command>
      className="cpt-palette"
      isOpen={isOpen}
      items={commands}
      query={query}
      onQueryChange={setQuery}
      itemPredicate={predicate}
      itemRenderer={render}
      itemListRenderer={renderList}
      onActiveItemChange={(c) => c?.id.startsWith('/') && prefetchScreen(c.id.split('?')[0]!)}
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
  );
}
