import { Button, Navbar, Tag } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { LanguageToggle } from './LanguageToggle.tsx';
import { SessionCountdown } from './SessionCountdown.tsx';
import { ShortcutsDialog } from './ShortcutsDialog.tsx';
import { Sidebar } from './Sidebar.tsx';
import { userAtom } from './session.ts';
import { keyLabel, useShortcut } from './shortcuts.ts';

// The palette pulls in @blueprintjs/select: loaded on first Ctrl+K, not with the shell.
const CommandPalette = lazy(() => import('./CommandPalette.tsx'));

const SIDEBAR_KEY = 'comptoir.sidebar';

/** The signed-in frame: side menu, top bar (palette, help, language, user, logout) and the screen. */
export default function Shell() {
  const { t } = useTranslation();
  const user = useAtomValue(userAtom);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(SIDEBAR_KEY) === 'collapsed');
  const [help, setHelp] = useState(false);
  const [palette, setPalette] = useState(false);
  const [paletteLoaded, setPaletteLoaded] = useState(false);

  const toggle = () => {
    localStorage.setItem(SIDEBAR_KEY, collapsed ? 'open' : 'collapsed');
    setCollapsed(!collapsed);
  };
  const openPalette = () => {
    setPaletteLoaded(true);
    setPalette(true);
  };

  useShortcut('?', () => setHelp(true), { labelKey: 'shortcuts.help' });
  useShortcut('mod+k', openPalette, { labelKey: 'shortcuts.palette', global: true });
  useShortcut('mod+b', toggle, { labelKey: 'shortcuts.toggleMenu', global: true });

  if (!user) return null;
  return (
    <div className={`cpt-shell${collapsed ? ' cpt-shell-collapsed' : ''}`}>
      <a className="cpt-skip" href="#main">
        {t('app.skipToContent')}
      </a>
      <Sidebar collapsed={collapsed} onToggle={toggle} />
      <div className="cpt-main-col">
        <Navbar className="cpt-topbar">
          <Navbar.Group align="left">
            <Button
              variant="outlined"
              icon="search"
              alignText="start"
              className="cpt-palette-button"
              endIcon={<Tag minimal>{keyLabel('mod+k')}</Tag>}
              onClick={openPalette}
            >
              {t('app.jumpTo')}
            </Button>
          </Navbar.Group>
          <Navbar.Group align="right">
            <Button
              variant="minimal"
              icon="key-command"
              aria-label={t('shortcuts.title')}
              title={`${t('shortcuts.title')} (?)`}
              onClick={() => setHelp(true)}
            />
            <Navbar.Divider />
            <LanguageToggle />
            <Navbar.Divider />
            <span className="cpt-user" title={user.email}>
              {user.name} · {t(`roles.${user.role}`)}
            </span>
            <SessionCountdown />
          </Navbar.Group>
        </Navbar>
        <main id="main" className="cpt-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <ShortcutsDialog isOpen={help} onClose={() => setHelp(false)} />
      {paletteLoaded && (
        <Suspense fallback={null}>
          <CommandPalette isOpen={palette} onClose={() => setPalette(false)} />
        </Suspense>
      )}
    </div>
  );
}
