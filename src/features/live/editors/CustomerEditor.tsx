import { Tag } from '@blueprintjs/core';
import type { CustomCellEditorProps } from 'ag-grid-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMUNITIES } from '../../../../domain/communities.ts';
import type { LiveGridContext } from '../columns.ts';
import { phoneTail } from '../customerPick.ts';
import { type CustomerLookupRow, lookupAnswer, lookupCustomers } from '../lookup.ts';
import type { LiveRow } from '../rows.ts';
import { SuggestInput } from './SuggestInput.tsx';
import { startedByTyping, startText, useEditorStart } from './useEditorStart.ts';

// a lookup per pause in typing, not per key; Tab asks at once (customerPick)
const LOOKUP_DELAY_MS = 120;

/**
 * The editor's value: the row unchanged until something is typed (tabbing through an order's
 * customer never changes it), else the typed text with the arrow count, settled on the answer
 * for that text by the grid (OrdersGrid, customerPick.ts) when the edit ends.
 */
function editorValue(data: LiveRow, text: string, offset: number, typed: boolean): LiveRow {
  const name = text.trim();
  if (!typed) return data;
  if (!name)
    return data._kind === 'entry' ? { ...data, customer: null, customerName: '', _customer: null } : data;
  return { ...data, customerName: name, _pick: { text: name, offset } };
}

/** Customer lookup as you type (5 results), or a walk-in name. */
export function CustomerEditor(props: CustomCellEditorProps<LiveRow, unknown, LiveGridContext>) {
  const { t, i18n } = useTranslation();
  const { data, onValueChange, eventKey } = props;
  const input = useRef<HTMLInputElement>(null);
  const [s, setS] = useState(() => ({
    text: startText(eventKey, data.customerName),
    offset: 0,
    typed: startedByTyping(eventKey),
  }));
  const [, answered] = useState(0);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const ask = (text: string) => {
    clearTimeout(timer.current);
    if (!text.trim() || lookupAnswer(text)) return;
    timer.current = setTimeout(() => {
      lookupCustomers(text).then(
        () => answered((n) => n + 1),
        () => answered((n) => n + 1),
      );
    }, LOOKUP_DELAY_MS);
  };
  const change = (text: string, offset: number, typed = true) => {
    const next = { text, offset, typed: s.typed || typed };
    setS(next);
    onValueChange(editorValue(data, next.text, next.offset, next.typed));
    if (text !== s.text) ask(text);
  };
  useEditorStart(props, input, (more) => {
    change(s.text + more, 0, !!more);
    ask(s.text + more);
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const items = s.text.trim() ? (lookupAnswer(s.text) ?? null) : [];
  const name = s.text.trim();
  const community = (id: string) => {
    const c = COMMUNITIES.find((x) => x.id === id);
    return c ? (i18n.language === 'zh' ? c.name.zh : c.name.en) : '';
  };
  return (
    <SuggestInput<CustomerLookupRow>
      inputRef={input}
      text={s.text}
      offset={s.offset}
      items={items}
      onChange={(text, offset) => change(text, offset)}
      label={t('live.cols.customer')}
      placeholder={t('live.customerPlaceholder')}
      searching={t('live.searching')}
      last={name ? (items?.length ? t('live.keepWalkIn', { name }) : t('live.walkIn')) : null}
      render={(c) => ({
        key: c.id,
        text: (
          <span>
            {c.name}
            {c.flagged && (
              <Tag minimal intent="danger" className="cpt-tag-gap">
                {t('live.flagged')}
              </Tag>
            )}
          </span>
        ),
        label: [
          phoneTail(c),
          c.wechatGroups.map((g) => community(g.community)).join(', '),
          c.lastOrderDate ? t('live.lastOrder', { date: c.lastOrderDate }) : '',
        ]
          .filter(Boolean)
          .join(' · '),
      })}
    />
  );
}
