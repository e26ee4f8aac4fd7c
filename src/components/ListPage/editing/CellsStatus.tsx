import { Icon, Tag } from '@blueprintjs/core';
import { useTranslation } from 'react-i18next';
import type { EditedRow, RowEdits } from './rowEdits.ts';

/**
 * What the list's edits are doing, in a few words beside the toolbar: rows saving, rows waiting
 * to be sent again (offline), rows that need the user (refused, in conflict), and why the cell
 * under the keyboard was refused. Read by screen readers as it changes.
 */
export function CellsStatus<T extends EditedRow>({ store, why }: { store: RowEdits<T>; why: string | null }) {
  const { t } = useTranslation();
  const c = store.counts();
  const parts = [
    c.saving ? t('cells.status.saving', { count: c.saving }) : '',
    c.retry ? t('cells.status.retry', { count: c.retry }) : '',
    c.refused + c.conflict ? t('cells.status.attention', { count: c.refused + c.conflict }) : '',
  ].filter(Boolean);
  return (
    <span role="status" className="cpt-cells-status">
      {parts.length > 0 && (
        <Tag minimal round intent={c.retry || c.refused + c.conflict ? 'warning' : 'none'}>
          <Icon icon={c.retry ? 'offline' : c.saving ? 'cloud-upload' : 'warning-sign'} size={12} />{' '}
          {parts.join(' · ')}
        </Tag>
      )}
      {why && (
        <Tag minimal round intent="danger" className="cpt-cells-why">
          {why}
        </Tag>
      )}
    </span>
  );
}
