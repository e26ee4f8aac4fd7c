import { Button } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { setTheme, themeAtom } from './theme.ts';

/** The top bar's light/dark switch: shows the theme it switches to. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useAtomValue(themeAtom);
  const next = theme === 'dark' ? 'light' : 'dark';
  const label = t(next === 'dark' ? 'app.darkTheme' : 'app.lightTheme');
  return (
    <Button
      variant="minimal"
      icon={next === 'dark' ? 'moon' : 'flash'}
      aria-label={label}
      title={label}
      aria-pressed={theme === 'dark'}
      onClick={() => setTheme(next)}
    />
  );
}
