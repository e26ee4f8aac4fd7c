import './form.css';
import { Button, H1, Spinner } from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiErrorOf, errorMessage } from '../../api/errors.ts';
import { useReturnFocusToOpener } from '../../app/focusReturn.ts';
import { useShortcut } from '../../app/shortcuts.ts';
import { dismissToast, toastError, toastSuccess } from '../../app/toaster.ts';
import { UnsavedGuard } from '../../app/UnsavedGuard.tsx';
import { LoadError, loadFailureOf } from '../LoadError.tsx';
import { Drawer } from '../Overlays.tsx';
import { TabPanel } from '../TabPanel.tsx';
import { ConflictBar } from './ConflictBar.tsx';
import { FormContext } from './context.ts';
import { FormFooter } from './FormFooter.tsx';
import { useFocusFirstField } from './focusFirstField.ts';
import type { FormPageProps } from './formPageProps.ts';
import { HistoryDrawer } from './HistoryDrawer.tsx';
import type { Form } from './useForm.ts';

const GROUP = 'shortcuts.groups.form';
/**
 * A field that failed, or a danger callout; not what only marks a section as failing (the offer
 * form's outline, a nav beside the fields), or the focus and the scroll would go there instead.
 */
const FIRST_ERROR = '[aria-invalid="true"]:not(nav *), .bp6-callout.bp6-intent-danger';
const FIRST_ERROR_SHOWN = '[aria-invalid="true"]:not(nav *), .bp6-intent-danger:not(nav *)';
const overlayOpen = () => document.querySelector('.bp6-popover-open, .bp6-overlay-open .bp6-alert') !== null;

/**
 * The frame of every form: save and cancel, Ctrl+S, Escape, validation
 * from the domain schema with messages under the fields, server `fields` mapped back, the
 * unsaved-changes guard, a spinner and an error with Retry while the record loads, and the
 * 'SUCCESSFULLY_SAVED' toast.
 */
export function FormPage<V>(props: FormPageProps<V>) {
  const { form, backTo, variant = 'page' } = props;
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<{ theirs: V; mine: V } | null>(null);
  const [resubmit, setResubmit] = useState(false);
  const [leave, setLeave] = useState(false);
  const box = useRef<HTMLFormElement>(null);
  const ready = !props.loading && !props.loadError;
  // closed (Escape, Cancel, a save), the form gives the focus back to what opened it
  const leaving = useReturnFocusToOpener();
  useFocusFirstField(box, ready);

  // navigate only once `leave` has rendered, so the unsaved guard lets us through (a discontinued
  // record may still hold an input's unparsed text, which keeps the form dirty)
  useEffect(() => {
    if (leave) void navigate(backTo);
  }, [leave, navigate, backTo]);

  const focusFirstError = () =>
    window.requestAnimationFrame(() => {
      box.current?.querySelector<HTMLElement>(FIRST_ERROR)?.focus();
      box.current?.querySelector(FIRST_ERROR_SHOWN)?.scrollIntoView({ block: 'center' });
    });

  const save = async () => {
    // saved (or deleted), the form is on its way out: a press before it goes saves nothing again
    if (saving || leave || !ready || props.readOnly) return;
    const body = form.validate();
    if (body === null) {
      toastError(t('form.fixErrors'));
      focusFirstError();
      props.onRefused?.(form.problems());
      return;
    }
    setSaving(true);
    try {
      const saved = await props.onSave(body);
      form.reset(saved ?? form.values);
      void dismissToast('error');
      toastSuccess(t(props.successKey ?? 'form.saved'));
      leaving();
      setLeave(true);
    } catch (e) {
      const err = apiErrorOf(e);
      if (err?.error === 'conflict' && err.details && props.fromRecord) {
        setConflict({ theirs: props.fromRecord(err.details as never), mine: form.values });
        return;
      }
      const fields = err?.fields;
      if (fields) {
        form.setServerErrors(fields);
        focusFirstError();
        props.onRefused?.(fields);
      }
      toastError(errorMessage(e, t, (k) => i18n.exists(k)));
    } finally {
      setSaving(false);
    }
  };
  // Keep mine: the stored record becomes the baseline (its version), the typed values go on top
  const keepMine = () => {
    if (!conflict) return;
    form.reset(conflict.theirs);
    for (const [k, v] of Object.entries(conflict.mine as Record<string, unknown>)) {
      if (k !== 'version') form.set(k, v);
    }
    setConflict(null);
    setResubmit(true);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: save reads the values this render committed
  useEffect(() => {
    if (!resubmit) return;
    setResubmit(false);
    void save();
  }, [resubmit]);
  const cancel = () => {
    // a dirty form may be kept by the unsaved-changes question, which takes the keys itself
    if (!form.dirty || props.readOnly) leaving();
    void navigate(backTo);
  };
  const remove = async () => {
    if (!props.remove) return;
    try {
      await props.remove.run();
      form.reset(form.values);
      toastSuccess(t(props.remove.successKey ?? 'form.deleted'));
      setLeave(true);
    } catch (e) {
      toastError(errorMessage(e, t, (k) => i18n.exists(k)));
    }
  };

  useShortcut('mod+s', () => void save(), { labelKey: 'shortcuts.save', groupKey: GROUP, global: true });
  const [historyOpen, setHistoryOpen] = useState(false);
  useShortcut('alt+h', () => setHistoryOpen(true), {
    labelKey: 'shortcuts.history',
    groupKey: GROUP,
    global: true,
    enabled: !!props.history,
  });
  useShortcut('escape', () => !overlayOpen() && cancel(), {
    labelKey: 'shortcuts.cancel',
    groupKey: GROUP,
    global: true,
  });

  const body = props.loadError ? (
    <LoadError error={props.loadError} onRetry={props.onRetry} backTo={backTo} />
  ) : props.loading ? (
    <div className="cpt-center">
      <Spinner size={40} aria-label={t('app.loading')} />
    </div>
  ) : (
    <FormContext.Provider value={form as Form<unknown>}>
      <form
        ref={box}
        className="cpt-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {conflict && (
          <ConflictBar
            theirs={conflict.theirs}
            mine={conflict.mine}
            labels={props.history?.labels}
            onReload={() => {
              form.reset(conflict.theirs);
              setConflict(null);
            }}
            onKeepMine={keepMine}
          />
        )}
        {props.children}
        <FormFooter
          readOnly={props.readOnly}
          saving={saving}
          onCancel={cancel}
          onHistory={props.history ? () => setHistoryOpen(true) : undefined}
          actions={props.actions}
          remove={
            props.remove && {
              textKey: props.remove.textKey,
              questionKey: props.remove.questionKey,
              run: remove,
            }
          }
        />
      </form>
    </FormContext.Provider>
  );

  const guard = (
    <>
      <UnsavedGuard when={form.dirty && !leave && !props.readOnly} exit={backTo} onQuery={!!props.tabPanel} />
      {historyOpen && props.history && (
        <HistoryDrawer {...props.history} onClose={() => setHistoryOpen(false)} />
      )}
    </>
  );
  if (variant === 'drawer') {
    return (
      <Drawer
        isOpen
        title={props.title}
        onClose={cancel}
        size={props.drawerSize ?? '560px'}
        canEscapeKeyClose={false}
      >
        <div className="cpt-drawer-body">{body}</div>
        {guard}
      </Drawer>
    );
  }
  // an unknown or unreachable record has no title worth showing above the view that says so
  if (props.loadError && loadFailureOf(props.loadError) !== 'failed') {
    return <div className="cpt-page cpt-form-page">{body}</div>;
  }
  return (
    <div className="cpt-page cpt-form-page">
      <div className="cpt-page-header">
        <Button
          variant="minimal"
          icon="arrow-left"
          aria-label={t('form.back')}
          title={t('form.back')}
          onClick={cancel}
        />
        <H1 className="cpt-title">{props.title}</H1>
        {form.dirty && <span className="cpt-dirty">{t('form.unsaved')}</span>}
      </div>
      {props.below}
      {props.tabPanel ? <TabPanel {...props.tabPanel}>{body}</TabPanel> : body}
      {guard}
    </div>
  );
}
