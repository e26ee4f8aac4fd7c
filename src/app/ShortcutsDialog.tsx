import { Classes, HTMLTable } from '@blueprintjs/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { TKey } from '../../locales/keys.ts';
import { Dialog } from '../components/Overlays.tsx';
import { keyLabel, useRegisteredShortcuts, useShortcut } from './shortcuts.ts';

/**
 * The `?` sheet: every shortcut registered right now (global ones plus the current screen's),
 * grouped, so each screen's keys appear without this file knowing them.
 */
export function ShortcutsDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  // Escape closes it wherever the focus is: a quick `?` then Escape arrives before the dialog has
  // taken the focus (on a busy machine), where Blueprint's own Escape does not hear it
  useShortcut('escape', onClose, { labelKey: 'shortcuts.closeSheet', global: true, enabled: isOpen });
  const shortcuts = useRegisteredShortcuts();
  const groups = new Map<TKey, typeof shortcuts>();
  for (const s of shortcuts) groups.set(s.groupKey, [...(groups.get(s.groupKey) ?? []), s]);
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={t('shortcuts.title')} icon="key-command">
      {/* the list scrolls: it takes the focus, so the arrows and Page Down read it without a mouse */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
      <section className={Classes.DIALOG_BODY} tabIndex={0} aria-label={t('shortcuts.title')}>
        <HTMLTable compact className="cpt-shortcuts">
          <tbody>
            {[...groups].map(([group, list]) => (
              <Fragment key={group}>
                <tr>
                  <th colSpan={2}>{t(group)}</th>
                </tr>
                {list.map((s) => (
                  <tr key={s.labelKey}>
                    <td>
                      {s.keys.map((k, i) => (
                        <Fragment key={k}>
                          {i > 0 && <span className="bp6-text-muted"> / </span>}
                          <kbd className={Classes.KEY}>{keyLabel(k)}</kbd>
                        </Fragment>
                      ))}
                    </td>
                    <td>{t(s.labelKey)}</td>
                  </tr>
                ))}
              </Fragment>
            ))}
          </tbody>
        </HTMLTable>
      </section>
    </Dialog>
  );
}
