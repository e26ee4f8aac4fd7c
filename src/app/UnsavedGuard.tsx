import { Alert } from '@blueprintjs/core';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, useBlocker } from 'react-router-dom';
import { alertFocus } from '../components/alertFocus.ts';

/** `to` (a path, with its query if it has one) names this location; the hash is a view's, not a place */
const isAt = (at: Location, to: string) => `${at.pathname}${at.search}` === to;

/**
 * Leaving a form with unsaved changes asks for confirmation:
 * in-app navigation through the router's blocker, closing or reloading the tab through the
 * browser's own beforeunload prompt (browsers show their own text there). The question is named
 * by its text, and its Stay button takes the keyboard: Blueprint focuses the dialog itself, unnamed
 * for a screen reader and a place where Enter does nothing, two Tabs away from either button.
 * Stay, the choice that loses nothing: Enter keeps the work, Shift+Tab then Enter leaves.
 * A move is a leave when it goes to another path, or to the form's own way out (`exit`, where its
 * Cancel and Escape go): a drawer opened by a query on its page's own path (the profile's
 * `/?password=edit`) is left for that same path, and was closed without a question. A form on a
 * record's tab (`onQuery`: the customer's information, the tab named in the query) is left by a
 * move to another query too: another tab unmounts it.
 */
export function UnsavedGuard({ when, exit, onQuery }: { when: boolean; exit?: string; onQuery?: boolean }) {
  const { t } = useTranslation();
  const question = useId();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        (!!onQuery && currentLocation.search !== nextLocation.search) ||
        (exit !== undefined && isAt(nextLocation, exit))),
  );

  useEffect(() => {
    if (!when) return;
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // legacy browsers only show the prompt when returnValue is set
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [when]);

  // a save that succeeds while the dialog is up releases the navigation it was holding
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  return (
    <Alert
      aria-labelledby={question}
      isOpen={blocker.state === 'blocked'}
      intent="danger"
      icon="warning-sign"
      confirmButtonText={t('form.leave')}
      cancelButtonText={t('form.stay')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      canEscapeKeyCancel
      // the footer holds Leave, then Stay
      {...alertFocus((buttons) => buttons.at(-1))}
    >
      <p id={question}>{t('form.leaveConfirm')}</p>
    </Alert>
  );
}
