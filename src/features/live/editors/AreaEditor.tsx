import type { CustomCellEditorProps } from 'ag-grid-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AreaIndex, AreaOption } from '../../../../domain/area-tree.ts';
import type { LiveGridContext } from '../columns.ts';
import type { LiveRow } from '../rows.ts';
import { activeIndex, SuggestInput } from './SuggestInput.tsx';
import { startText, useEditorStart } from './useEditorStart.ts';

function matches(areas: AreaIndex | null, q: string): AreaOption[] {
  if (!areas) return [];
  const needle = q.trim().toLowerCase();
  const text = (o: AreaOption) =>
    `${areas.pathLabel(o.id, 'en')} ${areas.pathLabel(o.id, 'zh')}`.toLowerCase();
  // leaves first: an order's area is the last element of the path
  return areas.options.filter((o) => !needle || text(o).includes(needle)).slice(0, 8);
}

/**
 * The area cascader of the grid: type part of the path in either language, arrows, then Enter
 * or Tab take the highlighted area (Enter here chooses; it does not send the entry row).
 */
export function AreaEditor(props: CustomCellEditorProps<LiveRow, string, LiveGridContext>) {
  const { t, i18n } = useTranslation();
  const { context, onValueChange, eventKey, value } = props;
  const areas = context.areas;
  const input = useRef<HTMLInputElement>(null);
  const [s, setS] = useState({ text: startText(eventKey, ''), offset: 0 });
  const items = useMemo(() => matches(areas, s.text), [areas, s.text]);
  const valueFor = (text: string, offset: number) => {
    if (!text && !offset) return value ?? null;
    const list = matches(areas, text);
    return list[activeIndex(offset, list.length)]?.id ?? value ?? null;
  };
  const change = (text: string, offset: number) => {
    setS({ text, offset });
    onValueChange(valueFor(text, offset));
  };
  useEditorStart(props, input, (more) => change(s.text + more, 0));
  return (
    <SuggestInput<AreaOption>
      inputRef={input}
      text={s.text}
      offset={s.offset}
      items={items}
      onChange={change}
      label={t('live.cols.area')}
      placeholder={t('live.searchArea')}
      searching={t('live.searching')}
      empty={t('live.noMatch')}
      render={(o) => ({ key: o.id, text: areas?.pathLabel(o.id, i18n.language) ?? o.id })}
    />
  );
}
