import type { CustomCellEditorProps } from 'ag-grid-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LiveGridContext } from '../../../../grids/live-orders.ts';
import type { AreaOption } from '../../../lib/areaTree.ts';
import type { LiveRow } from '../rows.ts';
import { SuggestInput, startText } from './SuggestInput.tsx';

/** The area cascader of the grid: type part of the path in either language, arrows, Enter. */
export function AreaEditor(props: CustomCellEditorProps<LiveRow, string, LiveGridContext>) {
  const { t, i18n } = useTranslation();
  const { context, onValueChange, eventKey, value } = props;
  const areas = context.areas;
  const initial = startText(eventKey, '');
  const [q, setQ] = useState(initial);
  const items = useMemo(() => {
    if (!areas) return [];
    const needle = q.trim().toLowerCase();
    const text = (o: AreaOption) =>
      `${areas.pathLabel(o.id, 'en')} ${areas.pathLabel(o.id, 'zh')}`.toLowerCase();
    // leaves first: an order's area is the last element of the path
    return areas.options.filter((o) => !needle || text(o).includes(needle)).slice(0, 8);
  }, [areas, q]);
  return (
    <SuggestInput<AreaOption>
      initial={initial}
      items={items}
      onQuery={setQ}
      label={t('live.cols.area')}
      placeholder={t('live.searchArea')}
      empty={t('live.noMatch')}
      onPick={(o) => onValueChange(o ? o.id : (value ?? null))}
      render={(o) => ({ key: o.id, text: areas?.pathLabel(o.id, i18n.language) ?? o.id })}
    />
  );
}
