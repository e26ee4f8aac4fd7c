import type { ReactNode } from 'react';
import type { TKey } from '../../../locales/keys.ts';
import type { Form } from './useForm.ts';

/** What a form screen gives the frame every form shares (`FormPage`). */
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
  successKey?: TKey;
  /** extra buttons */
  actions?: ReactNode;
  /** delete, deactivate or discontinue, behind a confirmation; then back to the list */
  remove?: { textKey: TKey; questionKey: TKey; successKey?: TKey; run: () => Promise<void> };
  variant?: 'page' | 'drawer';
  /** the drawer's width (a long form takes more than the default 560px) */
  drawerSize?: string;
  /** shown but not savable (the caller may look, the server would refuse the change) */
  readOnly?: boolean;
  /**
   * the record's history (Alt+H): its resource key, its id, and the locale group whose keys
   * name its fields (e.g. 'users' for users.name)
   */
  history?: { resource: string; id: string; labels: string };
  /**
   * The form's values from a stored record: on a 409 (someone saved meanwhile) the conflict bar
   * shows their values beside the form's and offers Reload or Keep mine (saved on their version).
   */
  fromRecord?: (record: never) => V;
  /**
   * A save was refused, by the schema or by the server (400 naming fields): every field's message
   * key, for a form that says more than the messages under its fields (the offer form's notice).
   */
  onRefused?: (fields: Record<string, string>) => void;
  /** under the page's title, above the form (a record's tabs) */
  below?: ReactNode;
  /** when `below` is a tab strip: its id and the tab whose panel the form is */
  tabPanel?: { tabsId: string; tabId: string };
  children: ReactNode;
}
