import { Icon } from '@blueprintjs/core';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useShortcut } from '../../../app/shortcuts.ts';
import { useFormErrors } from '../../../components/FormPage/context.ts';
import { failingSections, SECTIONS, sectionDomId } from './sections.ts';

const KEYS = SECTIONS.map((_, i) => `alt+${i + 1}`);

/** Moves to a section: scrolled into view, its first input focused. */
export function jumpTo(id: string): void {
  const box = document.getElementById(sectionDomId(id));
  if (!box) return;
  box.scrollIntoView({ block: 'start' });
  box.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea, button')?.focus({
    preventScroll: true,
  });
}

/**
 * The form's outline: one entry per section, Alt+1 … Alt+9 jumps there (listed in the `?` sheet),
 * ↑/↓ move between entries. After a refused save the sections with errors are marked.
 */
export function Outline({ submitted, hidden }: { submitted: boolean; hidden: ReadonlySet<string> }) {
  const { t } = useTranslation();
  // the outline follows the errors itself: a message appearing re-renders it, not the form
  const errors = useFormErrors();
  const failing = submitted ? failingSections(errors) : new Set<string>();
  const shown = SECTIONS.filter((s) => !hidden.has(s.id));
  useShortcut(
    KEYS,
    (e) => {
      const n = Number(e.code.replace('Digit', '')) - 1;
      const s = SECTIONS[n];
      if (s && !hidden.has(s.id)) jumpTo(s.id);
    },
    { labelKey: 'offerForm.jumpToSection', groupKey: 'shortcuts.groups.form', global: true },
  );
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const items = [...(e.currentTarget.closest('nav')?.querySelectorAll('button') ?? [])];
    const i = items.indexOf(e.currentTarget);
    items[(i + (e.key === 'ArrowDown' ? 1 : items.length - 1)) % items.length]?.focus();
  };
  return (
    <nav className="cpt-offer-outline" aria-label={t('offerForm.outline')}>
      {failing.size > 0 && <p className="cpt-offer-outline-error">{t('form.fixErrors')}</p>}
      <ol>
        {shown.map((s) => {
          const n = SECTIONS.indexOf(s) + 1;
          const bad = failing.has(s.id);
          return (
            <li key={s.id}>
              <button
                type="button"
                className={bad ? 'cpt-offer-outline-item cpt-offer-outline-bad' : 'cpt-offer-outline-item'}
                aria-invalid={bad || undefined}
                onClick={() => jumpTo(s.id)}
                onKeyDown={onKey}
              >
                {bad && <Icon icon="error" intent="danger" size={12} />}
                <span className="cpt-offer-outline-label">{t(s.labelKey)}</span>
                <kbd>Alt+{n}</kbd>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
