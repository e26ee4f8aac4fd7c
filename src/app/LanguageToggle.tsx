import { Button, ButtonGroup } from '@blueprintjs/core';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { type Language, languageAtom, loadLanguage, setLanguage } from './i18n.ts';

const LABEL: Record<Language, string> = { en: 'EN', zh: '中文' };

/** EN/中文 switch: each label is written in its own language, as users expect. */
export function LanguageToggle({ compact = false }: { compact?: boolean }) {
  const lng = useAtomValue(languageAtom);
  const { t } = useTranslation();
  return (
    <ButtonGroup aria-label={t('app.language')} vertical={compact}>
      {(['en', 'zh'] as const).map((l) => (
        <Button
          key={l}
          size="small"
          variant={l === lng ? 'solid' : 'minimal'}
          intent={l === lng ? 'primary' : 'none'}
          aria-pressed={l === lng}
          lang={l === 'zh' ? 'zh-CN' : 'en'}
          onClick={() => void setLanguage(l)}
          // fetched when pointed at, so the click switches at once
          onMouseEnter={() => void loadLanguage(l).catch(() => undefined)}
          onFocus={() => void loadLanguage(l).catch(() => undefined)}
        >
          {LABEL[l]}
        </Button>
      ))}
    </ButtonGroup>
  );
}
