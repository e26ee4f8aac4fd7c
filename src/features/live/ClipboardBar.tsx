import { Button } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import { useShortcut } from '../../app/shortcuts.ts';
import { toastError, toastSuccess } from '../../app/toaster.ts';

const KEYS = ['alt+1', 'alt+2', 'alt+3', 'alt+4', 'alt+5', 'alt+6', 'alt+7', 'alt+8', 'alt+9', 'alt+0'];

/** The offer's 10 clipboard shortcuts: a click or alt+1 … alt+0 copies the text ('{shortcut} copied'). */
export function ClipboardBar({ entries }: { entries: readonly { shortcut: string; text: string }[] }) {
  const { t } = useTranslation();
  const copy = (i: number) => {
    const c = entries[i];
    if (!c?.text) return;
    navigator.clipboard.writeText(c.text).then(
      () => toastSuccess(t('live.copied', { shortcut: c.shortcut })),
      () => toastError(t('live.copyFailed')),
    );
  };
  useShortcut(KEYS, (e) => copy(KEYS.indexOf(`alt+${e.code.replace('Digit', '')}`)), {
    labelKey: 'live.shortcuts.clipboard',
    groupKey: 'live.shortcuts.group',
    global: true,
    enabled: entries.some((c) => c.text.trim() !== ''),
  });
  // the offer keeps ten places; those left empty are no shortcut and get no button
  const filled = entries.flatMap((c, i) => (c.shortcut.trim() || c.text.trim() ? [{ c, i }] : []));
  if (!filled.length) return null;
  return (
    <div className="cpt-live-clipboard" role="toolbar" aria-label={t('live.clipboard')}>
      {filled.map(({ c, i }) => (
        <Button key={i} size="small" variant="outlined" title={c.text} onClick={() => copy(i)}>
          <kbd>{(i + 1) % 10}</kbd> {c.shortcut}
        </Button>
      ))}
    </div>
  );
}
