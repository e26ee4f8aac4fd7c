import { Classes } from '@blueprintjs/core';
import { atom, getDefaultStore } from 'jotai';

/**
 * Light or dark: the system's preference until the user picks one with the top bar's toggle (kept
 * on this device). Blueprint draws dark under `bp6-dark` (set on <body>, so overlays and popovers
 * portalled there follow); AG Grid reads `data-ag-theme-mode` (its grids carry a dark mode).
 */
export type Theme = 'light' | 'dark';
const KEY = 'comptoir.theme';
const store = getDefaultStore();
const query = () => window.matchMedia?.('(prefers-color-scheme: dark)');

export const themeAtom = atom<Theme>('light');

function chosen(): Theme | null {
  const v = localStorage.getItem(KEY);
  return v === 'light' || v === 'dark' ? v : null;
}

function apply(theme: Theme): void {
  document.body.classList.toggle(Classes.DARK, theme === 'dark');
  document.documentElement.dataset.agThemeMode = theme;
  document.documentElement.style.colorScheme = theme;
  store.set(themeAtom, theme);
}

export function initTheme(): void {
  const system = query();
  apply(chosen() ?? (system?.matches ? 'dark' : 'light'));
  // the system switching (evening mode) is followed until the user has chosen for this device
  system?.addEventListener('change', (e) => {
    if (!chosen()) apply(e.matches ? 'dark' : 'light');
  });
  window.addEventListener('storage', (e) => {
    if (e.key === KEY) apply(chosen() ?? (query()?.matches ? 'dark' : 'light'));
  });
}

export function setTheme(theme: Theme): void {
  localStorage.setItem(KEY, theme);
  apply(theme);
}
