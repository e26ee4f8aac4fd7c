import { Button, Checkbox, InputGroup, PopoverNext } from '@blueprintjs/core';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SavedView, ViewState } from '../../../domain/views/schema.ts';
import { errorMessage } from '../../api/errors.ts';
import { deleteView, saveView, viewBody } from '../../api/savedViews.ts';
import { toastError, toastSuccess } from '../../app/toaster.ts';
import { BusyButton } from '../BusyButton.tsx';

export interface SavedViewsMenuProps {
  list: string;
  views: readonly SavedView[];
  /** the view on screen, when one was applied and nothing changed since */
  active: SavedView | undefined;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  onApply: (view: SavedView) => void;
  /** back to the list as it comes (no filter, default sort and columns) */
  onReset: () => void;
  /** the state on screen, to save */
  capture: () => ViewState;
  onCopyLink: () => void;
}

/** Up and Down move between the rows' buttons of the same kind, as in a menu. */
function arrowsBetween(e: KeyboardEvent<HTMLElement>) {
  if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
  const here = e.target as HTMLElement;
  const kind = here.dataset.nav;
  if (!kind) return;
  const all = [...e.currentTarget.querySelectorAll<HTMLElement>(`[data-nav="${kind}"]`)];
  const next = all[all.indexOf(here) + (e.key === 'ArrowDown' ? 1 : -1)];
  if (!next) return;
  e.preventDefault();
  next.focus();
}

/**
 * "Views" in a list's toolbar (V, or Ctrl+K): the member's saved views of this list, applied with
 * Enter; a star sets the default (applied when the list opens without filters of its own), a
 * pencil renames, a bin deletes; at the bottom the current view is saved under a name. Every
 * control is reached with Tab, the views with the arrows.
 */
export function SavedViewsMenu(props: SavedViewsMenuProps) {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState('');
  const [asDefault, setAsDefault] = useState(false);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const fail = (e: unknown) => toastError(errorMessage(e, t, (k) => i18n.exists(k)));
  const run = async (work: () => Promise<unknown>, done?: string) => {
    if (busy) return;
    setBusy(true);
    try {
      await work();
      if (done) toastSuccess(done);
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  const create = () =>
    name.trim() &&
    void run(async () => {
      const saved = await saveView({
        list: props.list,
        name: name.trim(),
        state: props.capture(),
        isDefault: asDefault,
      });
      setName('');
      setAsDefault(false);
      props.onApply(saved);
    }, t('views.saved'));
  const rename = (v: SavedView) =>
    renaming?.name.trim() &&
    void run(async () => {
      await saveView(viewBody(v, { name: renaming.name.trim() }), v.id);
      setRenaming(null);
    });

  const rows = props.views.map((v) =>
    renaming?.id === v.id ? (
      <li key={v.id} className="cpt-view-row">
        <InputGroup
          autoFocus
          aria-label={t('views.rename')}
          value={renaming.name}
          maxLength={80}
          onValueChange={(x) => setRenaming({ id: v.id, name: x })}
          onKeyDown={(e) => {
            if (e.key === 'Enter') rename(v);
            if (e.key === 'Escape') {
              e.stopPropagation();
              setRenaming(null);
            }
          }}
        />
        <Button icon="tick" variant="minimal" aria-label={t('views.rename')} onClick={() => rename(v)} />
      </li>
    ) : (
      <li key={v.id} className="cpt-view-row">
        <Button
          className="cpt-view-apply"
          data-nav="apply"
          variant="minimal"
          alignText="start"
          fill
          active={props.active?.id === v.id}
          icon={props.active?.id === v.id ? 'tick' : 'blank'}
          onClick={() => props.onApply(v)}
        >
          {v.name}
        </Button>
        <Button
          data-nav="default"
          variant="minimal"
          icon={v.isDefault ? 'star' : 'star-empty'}
          intent={v.isDefault ? 'warning' : 'none'}
          aria-pressed={v.isDefault}
          aria-label={t(v.isDefault ? 'views.isDefault' : 'views.makeDefault', { name: v.name })}
          title={t(v.isDefault ? 'views.isDefault' : 'views.makeDefault', { name: v.name })}
          onClick={() => void run(() => saveView(viewBody(v, { isDefault: !v.isDefault }), v.id))}
        />
        <Button
          data-nav="rename"
          variant="minimal"
          icon="edit"
          aria-label={t('views.renameNamed', { name: v.name })}
          title={t('views.renameNamed', { name: v.name })}
          onClick={() => setRenaming({ id: v.id, name: v.name })}
        />
        <Button
          data-nav="delete"
          variant="minimal"
          icon="trash"
          intent="danger"
          aria-label={t('views.deleteNamed', { name: v.name })}
          title={t('views.deleteNamed', { name: v.name })}
          onClick={() => void run(() => deleteView(v.id), t('views.deleted', { name: v.name }))}
        />
      </li>
    ),
  );

  const content = (
    // biome-ignore lint/a11y/noStaticElementInteractions: the arrows only move focus between its buttons
    <div className="cpt-views" onKeyDown={arrowsBetween}>
      <h4 className="cpt-views-title">{t('views.title')}</h4>
      <ul className="cpt-views-list" aria-label={t('views.title')}>
        <li className="cpt-view-row">
          <Button
            data-nav="apply"
            variant="minimal"
            alignText="start"
            fill
            icon="reset"
            onClick={props.onReset}
          >
            {t('views.standard')}
          </Button>
        </li>
        {rows}
      </ul>
      {props.views.length === 0 && <p className="bp6-text-muted cpt-views-empty">{t('views.none')}</p>}
      <form
        className="cpt-views-save"
        onSubmit={(e) => {
          e.preventDefault();
          create();
        }}
      >
        <InputGroup
          placeholder={t('views.namePlaceholder')}
          aria-label={t('views.name')}
          value={name}
          maxLength={80}
          onValueChange={setName}
        />
        <Checkbox
          label={t('views.asDefault')}
          checked={asDefault}
          onChange={(e) => setAsDefault(e.currentTarget.checked)}
        />
        <div className="cpt-views-actions">
          <BusyButton type="submit" intent="primary" icon="floppy-disk" disabled={!name.trim()} busy={busy}>
            {t('views.save')}
          </BusyButton>
          <Button icon="link" variant="minimal" onClick={props.onCopyLink}>
            {t('views.copyLink')}
          </Button>
        </div>
      </form>
    </div>
  );

  return (
    <PopoverNext
      placement="bottom-end"
      isOpen={props.isOpen}
      onInteraction={(open) => props.onOpenChange(open)}
      autoFocus
      // the keyboard on the view shown (else the standard view), where the arrows and Enter pick one
      onOpened={(node) =>
        (
          node.querySelector<HTMLElement>('.cpt-view-apply.bp6-active') ??
          node.querySelector<HTMLElement>('[data-nav="apply"]')
        )?.focus()
      }
      content={content}
    >
      <Button variant="minimal" icon="bookmark" endIcon="caret-down" title={`${t('views.title')} (V)`}>
        {props.active ? t('views.current', { name: props.active.name }) : t('views.title')}
      </Button>
    </PopoverNext>
  );
}
