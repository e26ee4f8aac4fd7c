import '@blueprintjs/core/lib/css/blueprint.css';
import './app/app.css';
import { FocusStyleManager } from '@blueprintjs/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { initI18n } from './app/i18n.ts';
import { installIconLoader } from './app/icons.ts';
import { leaveComposingKeysToTheInputMethod } from './app/imeKeys.ts';
import { provideMenuBadges } from './app/menuBadges.tsx';
import { ensureRandomUuid } from './app/random-uuid.ts';
import { router } from './app/router.tsx';
import { connectApi, followOtherTabs, restoreSession } from './app/session.ts';
import { initTheme } from './app/theme.ts';

leaveComposingKeysToTheInputMethod();
// Blueprint hides focus rings on mouse use but keeps them for the keyboard: keyboard users
// always see where they are, mouse users are not distracted.
FocusStyleManager.onlyShowFocusOnTabs();
ensureRandomUuid();
installIconLoader();
initTheme();
// drawn once the chosen language's dictionary is there (Chinese is fetched, English bundled)
const languageReady = initI18n();
connectApi();
// the features' counts beside menu entries, fetched with the menu (the shell imports no feature)
provideMenuBadges(() => import('./features/menu-badges.ts').then((m) => m.MENU_BADGES));
followOtherTabs();
void restoreSession();

void languageReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
