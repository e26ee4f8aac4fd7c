import './form.css';
import { Button, Drawer, H1, Spinner } from '@blueprintjs/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { apiErrorOf, errorMessage } from '../../api/errors.ts';
import { useShortcut } from '../../app/shortcuts.ts';
import { dismissToast, toastError, toastSuccess } from '../../app/toaster.ts';
import { UnsavedGuard } from '../../app/UnsavedGuard.tsx';
import { ConfirmButton } from '../ConfirmButton.tsx';
import { Oops } from '../Oops.tsx';
import { FormContext } from './context.ts';
import type { Form } from './useForm.ts';

export interface FormPageProps<V> {
  form: Form<V>;
  /** already translated: it often carries the record's name */
  title: string;
  /** where Cancel, Escape and a successful save go (the list) */
  backTo: string;
  loading?: boolean;
  loadError?: unknown;
  onRetry?: () => void;
  /** receives the schema's output; may return the saved values as the new baseline */
  onSave: (body: unknown) => Promise<V | undefined>;
  successKey?: string;
  /** extra buttons */
  actions?: ReactNode;
  /** delete, deactivate or discontinue, behind a confirmation; then back to the list */
  remove?: { textKey: string; questionKey: string; successKey?: string; run: () => Promise<void> };
  variant?: 'page' | 'drawer';
  /** shown but not savable (the caller may look, the server would refuse the change) */
  readOnly?: boolean;
  children: ReactNode;
}

const GROUP = 'shortcuts.groups.form';
const overlayOpen = () => document.querySelector('.bp6-popover-open, .bp6-overlay-open .bp6-alert') !== null;

/**
 * The frame of every form (spec part 1 §2 and §8): save and cancel, Ctrl+S, Escape, validation
 * from the domain schema with messages under the fields, server `fields` mapped back, the
 * unsaved-changes guard, a spinner and an error with Retry while the record loads, and the
 * 'SUCCESSFULLY_SAVED' toast.
 */
export function FormPage<V>(props: FormPageProps<V>) {
  const { form, backTo, variant = 'page' } = props;
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [saving, setSaving] = useState(false);
  const [leave, setLeave] = useState(false);
  const box = useRef<HTMLFormElement>(null);
  const ready = !props.loading && !props.loadError;

  // navigate only once the saved state has rendered, so the unsaved guard lets us through
  useEffect(() => {
    if (leave && !form.dirty) void navigate(backTo);
  }, [leave, form.dirty, navigate, backTo]);

  const focusFirstError = () =>
    window.requestAnimationFrame(() => {
      box.current
        ?.querySelector<HTMLElement>('[aria-invalid="true"], .bp6-callout.bp6-intent-danger')
        ?.focus();
      box.current
        ?.querySelector('[aria-invalid="true"], .bp6-intent-danger')
        ?.scrollIntoView({ block: 'center' });
    });

  const save = async () => {
    if (saving || !ready || props.readOnly) return;
    const body = form.validate();
    if (body === null) {
      toastError(t('form.fixErrors'));
      focusFirstError();
      return;
    }
    setSaving(true);
    try {
      const saved = await props.onSave(body);
      form.reset(saved ?? form.values);
      void dismissToast('error');
      toastSuccess(t(props.successKey ?? 'form.saved'));
      setLeave(true);
    } catch (e) {
      const fields = apiErrorOf(e)?.fields;
      if (fields) {
        form.setServerErrors(fields);
        focusFirstError();
      }
      toastError(errorMessage(e, t, (k) => i18n.exists(k)));
    } finally {
      setSaving(false);
    }
  };
  const cancel = () => void navigate(backTo);
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
  useShortcut('escape', () => !overlayOpen() && cancel(), {
    labelKey: 'shortcuts.cancel',
    groupKey: GROUP,
    global: true,
  });

  const body = props.loadError ? (
    <Oops onRetry={props.onRetry} />
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
        {props.children}
        <div className="cpt-form-footer">
          {!props.readOnly && (
            <Button type="submit" intent="primary" icon="floppy-disk" loading={saving}>
              {t('form.save')}
            </Button>
          )}
          <Button onClick={cancel}>{t('form.cancel')}</Button>
          <span className="cpt-spacer" />
          {props.actions}
          {props.remove && (
            <ConfirmButton
              textKey={props.remove.textKey}
              questionKey={props.remove.questionKey}
              onConfirm={remove}
            />
          )}
        </div>
      </form>
    </FormContext.Provider>
  );

  const guard = <UnsavedGuard when={form.dirty && !leave && !props.readOnly} />;
  if (variant === 'drawer') {
    return (
      <Drawer isOpen title={props.title} onClose={cancel} size="560px" canEscapeKeyClose={false}>
        <div className="cpt-drawer-body">{body}</div>
        {guard}
      </Drawer>
    );
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
      {body}
      {guard}
    </div>
  );
}
