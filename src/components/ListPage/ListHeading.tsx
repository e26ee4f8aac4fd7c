import { Button, H1, Tab } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TKey } from '../../../locales/keys.ts';
import { TabStrip } from '../TabStrip.tsx';
import type { TabDef } from './types.ts';

interface Props {
  /** the grid's path: the tab strip's id, which its panel names */
  path: string;
  title: string;
  before?: ReactNode;
  after?: ReactNode;
  /** the create button's label, when the role may create */
  createLabel?: TKey;
  onCreate: () => void;
  /** hides the title bar (a list embedded in a tab); the tabs still show */
  embedded?: boolean;
  tabs?: readonly TabDef[];
  tab?: TabDef;
  onTab: (tab: TabDef) => void;
}

/** A list's title bar (title, the page's own buttons, create) and its status tabs. */
export function ListHeading(p: Props) {
  const { t } = useTranslation();
  return (
    <>
      {!p.embedded && (
        <div className="cpt-page-header">
          {p.before}
          <H1 className="cpt-title">{p.title}</H1>
          {p.after}
          {p.createLabel && (
            <Button intent="primary" icon="add" onClick={p.onCreate}>
              {t(p.createLabel)}
            </Button>
          )}
        </div>
      )}
      {p.tabs && p.tab && (
        <TabStrip
          id={`${p.path}-tabs`}
          selectedTabId={p.tab.id}
          onChange={(id) => {
            const next = p.tabs?.find((x) => x.id === id);
            if (next) p.onTab(next);
          }}
        >
          {p.tabs.map((x) => (
            <Tab key={x.id} id={x.id} title={t(x.labelKey)} />
          ))}
        </TabStrip>
      )}
    </>
  );
}
