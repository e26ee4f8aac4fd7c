import { Button, Navbar, Tag } from '@blueprintjs/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { queryClient } from '../api/query.ts';
import { followCacheOwner } from './cacheOwner.ts';
import { useFocusLanding } from './focusLanding.ts';
import { trackOpeners } from './focusReturn.ts';
import { LanguageToggle } from './LanguageToggle.tsx';
import { useOverlayLabels } from './overlayLabels.ts';
// from the start: the lazy palette gives the focus back to the last cell, typed in before it loaded
import './lastCell.ts';
import { SessionCountdown } from './SessionCountdown.tsx';
import { Sidebar } from './Sidebar.tsx';
import { userAtom } from './session.ts';
import { keyLabel, useShortcut } from './shortcuts.ts';
import { ThemeToggle } from './ThemeToggle.tsx';

// The palette pulls in @blueprintjs/select: not in the shell's chunk, fetched once the shell is idle.
const loadPalette = () => import('./CommandPalette.tsx');
const CommandPalette = lazy(loadPalette);
const PRELOAD_AFTER_MS = 800;
// the `?` sheet (Blueprint's dialog) loads the first time it is asked for
const ShortcutsDialog = lazy(() =>
  import('./ShortcutsDialog.tsx').then((m) => ({ default: m.ShortcutsDialog })),
);

/** A key that types a character (or erases one) into the palette's query. */
const typing = (e: KeyboardEvent) =>
  !e.ctrlKey && !e.metaKey && !e.altKey && (e.key.length === 1 || e.key === 'Backspace');

const SIDEBAR_KEY = 'comptoir.sidebar';

// forms give the focus back to what opened them (focusReturn.ts): follow it from the shell on
trackOpeners();
// the cache loads with the shell: from now on it belongs to the signed-in member
followCacheOwner();

/** The server-data cache is provided here, not above the login: a signed-out visitor never loads it. */
export default function Shell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Frame />
    </QueryClientProvider>
  );
}

/** The signed-in frame: side menu, top bar (palette, help, language, user, logout) and the screen. */
function Frame() {
  const { t } = useTranslation();
  useOverlayLabels();
  const user = useAtomValue(userAtom);
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(SIDEBAR_KEY) === 'collapsed');
  const [help, setHelp] = useState(false);
  const [helpLoaded, setHelpLoaded] = useState(false);
  const [palette, setPalette] = useState(false);
  const [paletteLoaded, setPaletteLoaded] = useState(false);
  // keys typed after Ctrl+K while the palette is not yet there to take them
  const [pending, setPending] = useState('');
  const takePending = useCallback(
    (taken: string) => setPending((p) => (p.startsWith(taken) ? p.slice(taken.length) : p)),
    [],
  );

  useEffect(() => {
    const id = window.setTimeout(
      () =>
        void loadPalette().then(
          () => setPaletteLoaded(true),
          () => undefined,
        ),
      PRELOAD_AFTER_MS,
    );
    return () => window.clearTimeout(id);
  }, []);

  // Until the palette's input has the focus, what is typed is held for it, not lost or sent to the page.
  useEffect(() => {
    if (!palette) return;
    const hold = (e: KeyboardEvent) => {
      if (!typing(e) || (e.target instanceof Element && e.target.closest('.cpt-palette'))) return;
      e.preventDefault();
      e.stopPropagation();
      setPending((p) => (e.key === 'Backspace' ? p.slice(0, -1) : p + e.key));
    };
    window.addEventListener('keydown', hold, true);
    return () => window.removeEventListener('keydown', hold, true);
  }, [palette]);

  const toggle = () => {
    localStorage.setItem(SIDEBAR_KEY, collapsed ? 'open' : 'collapsed');
    setCollapsed(!collapsed);
  };
  const openPalette = () => {
    setPaletteLoaded(true);
    setPalette(true);
  };
  const closePalette = () => {
    setPalette(false);
    setPending('');
  };

  const openHelp = () => {
    setHelpLoaded(true);
    setHelp(true);
  };

  useShortcut('?', openHelp, { labelKey: 'shortcuts.help' });
  useShortcut('mod+k', openPalette, { labelKey: 'shortcuts.palette', global: true });
  useShortcut('mod+b', toggle, { labelKey: 'shortcuts.toggleMenu', global: true });
  const main = useRef<HTMLElement>(null);
  useFocusLanding(main);

  if (!user) return null;
  return (
    <div className={`cpt-shell${collapsed ? ' cpt-shell-collapsed' : ''}`}>
      <a className="cpt-skip" href="#main">
        {t('app.skipToContent')}
      </a>
      <Sidebar collapsed={collapsed} onToggle={toggle} />
      <div className="cpt-main-col">
        {/* a landmark: the language switch and the member's name stand in it, not outside any */}
        <Navbar className="cpt-topbar" role="banner">
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
              onClick={openHelp}
            />
            <ThemeToggle />
            <Navbar.Divider />
            <LanguageToggle />
            <Navbar.Divider />
            <span className="cpt-user" title={user.email}>
              {user.name} · {t(`roles.${user.role}`)}
            </span>
            <SessionCountdown />
          </Navbar.Group>
        </Navbar>
        <main id="main" ref={main} className="cpt-content" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      {helpLoaded && (
        <Suspense fallback={null}>
          <ShortcutsDialog isOpen={help} onClose={() => setHelp(false)} />
        </Suspense>
      )}
      {paletteLoaded && (
        <Suspense fallback={null}>
          <CommandPalette
            isOpen={palette}
            onClose={closePalette}
            pending={pending}
            onPendingTaken={takePending}
          />
        </Suspense>
      )}
    </div>
  );
}
