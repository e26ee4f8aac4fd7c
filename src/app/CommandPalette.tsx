import { MenuItem } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/icons';
import { type ItemPredicate, type ItemRenderer, Omnibar } from '@blueprintjs/select';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { setLanguage } from './i18n.ts';
import { paletteFor } from './menu.ts';
import { prefetchScreen } from './screens.ts';
import { signOut, userAtom } from './session.ts';

interface Command {
  id: string;
  label: string;
  icon: IconName;
  hint?: string;
  run: () => void;
}

/**
 * Ctrl+K: jump to any screen the role may open, switch language, sign out. Matching is on the
 * label in both languages, so a user can type the English name while the UI is in Chinese.
 */
export default function CommandPalette({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const user = useAtomValue(userAtom);
  const navigate = useNavigate();

  const commands = useMemo<Command[]>(() => {
    if (!user) return [];
    const screens = paletteFor(user.role).map((s) => ({
      id: s.path,
      label: t(s.labelKey),
      hint: `${t(s.labelKey, { lng: i18n.language === 'zh' ? 'en' : 'zh' })} ${s.path}`,
      icon: s.icon,
      run: () => navigate(s.path),
    }));
    return [
      ...screens,
      {
        id: 'lang-en',
        label: t('palette.english'),
        hint: 'English EN',
        icon: 'translate',
        run: () => setLanguage('en'),
      },
      {
        id: 'lang-zh',
        label: t('palette.chinese'),
        hint: '中文 Chinese',
        icon: 'translate',
        run: () => setLanguage('zh'),
      },
      {
        id: 'logout',
        label: t('app.logout'),
        hint: 'logout 退出',
        icon: 'log-out',
        run: () => void signOut(),
      },
    ];
  }, [user, t, i18n.language, navigate]);

  const predicate: ItemPredicate<Command> = (query, c) => {
    const q = query.trim().toLowerCase();
    return !q || `${c.label} ${c.hint ?? ''}`.toLowerCase().includes(q);
  };

  const render: ItemRenderer<Command> = (c, { handleClick, handleFocus, modifiers, ref }) => {
    if (!modifiers.matchesPredicate) return null;
    return (
      <MenuItem
        key={c.id}
        ref={ref}
        icon={c.icon}
        text={c.label}
        label={c.id.startsWith('/') ? c.id : undefined}
        active={modifiers.active}
        onClick={handleClick}
        onFocus={handleFocus}
        roleStructure="listoption"
      />
    );
  };

  return (
    <Omnibar<Command>
      isOpen={isOpen}
      items={commands}
      itemPredicate={predicate}
      itemRenderer={render}
      onActiveItemChange={(c) => c?.id.startsWith('/') && prefetchScreen(c.id.split('?')[0]!)}
      onItemSelect={(c) => {
        onClose();
        c.run();
      }}
      onClose={onClose}
      resetOnSelect
      noResults={<MenuItem disabled text={t('palette.noResults')} roleStructure="listoption" />}
      inputProps={{ placeholder: t('palette.placeholder'), 'aria-label': t('palette.placeholder') }}
    />
  );
}
