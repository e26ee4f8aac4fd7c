import { Classes } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import './tab-panel.css';

/**
 * The panel of the selected tab of a Blueprint `<Tabs id={tabsId}>` whose content is rendered
 * outside the strip (a list under its status tabs, a page's body under its tabs). Each Blueprint
 * tab names its panel in `aria-controls` (`bp6-tab-panel_<tabsId>_<tabId>`) and a tab whose
 * panel is missing is an error for screen readers (axe: aria-valid-attr-value, critical), so
 * every strip wraps what its selected tab shows in this: the same id, labelled by the tab.
 * `fill`: the panel takes the room left in a column page (a grid under the strip).
 */
export function TabPanel({
  tabsId,
  tabId,
  fill,
  children,
}: {
  tabsId: string;
  tabId: string | number;
  fill?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={`${Classes.TAB_PANEL}_${tabsId}_${tabId}`}
      aria-labelledby={`${Classes.TAB}-title_${tabsId}_${tabId}`}
      className={fill ? 'cpt-tab-panel-fill' : undefined}
    >
      {children}
    </div>
  );
}
