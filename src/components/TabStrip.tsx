import { Tab, type TabId, type TabProps, Tabs, type TabsProps } from '@blueprintjs/core';
import { Children, isValidElement, type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { useShortcut, useShortcutHelp } from '../app/shortcuts.ts';

const GROUP = 'shortcuts.groups.list';

export interface TabStripProps extends Omit<TabsProps, 'onChange' | 'selectedTabId'> {
  selectedTabId: TabId;
  onChange: (id: TabId) => void;
  /**
   * ] and [ change the tab from anywhere on the screen (not while typing). Off where printable
   * keys are the screen's own (the live grid, where a key starts an entry).
   */
  shortcuts?: boolean;
}

/** The ids of the enabled tabs among the children, in order. */
function enabledIds(children: React.ReactNode): TabId[] {
  return Children.toArray(children).flatMap((c) =>
    isValidElement<TabProps>(c) && c.type === Tab && !c.props.disabled ? [c.props.id] : [],
  );
}

/**
 * Every tab strip of the console (a list's status tabs, a page whose tabs switch lists, a record's
 * tabs): Blueprint's Tabs, keyboard-operable the same way everywhere. On the strip ←/→ (and ↑/↓)
 * select the previous/next tab and Home/End the first/last one, focus following (the tabs pattern
 * with automatic activation: Blueprint alone only moves the focus, and its Enter is easily missed);
 * from the screen, ] and [ select the next/previous tab. Both are listed in the `?` sheet.
 */
export function TabStrip({ selectedTabId, onChange, shortcuts = true, children, ...rest }: TabStripProps) {
  const box = useRef<HTMLDivElement>(null);
  const ids = enabledIds(children);
  // the tabs chosen here that the strip does not show yet: a key pressed after a change but
  // before the render that shows it (the URL changed, the render has not come, as on a busy
  // machine; renders of the steps between may still come) goes on from the last one chosen, not
  // from the one drawn (Home then ] selected the first tab again instead of the second). A tab
  // shown drops the choices up to it; one that was never chosen here (Back) drops them all.
  const shown = useRef(selectedTabId);
  const queued = useRef<TabId[]>([]);
  useLayoutEffect(() => {
    shown.current = selectedTabId;
    const at = queued.current.indexOf(selectedTabId);
    queued.current = at < 0 ? [] : queued.current.slice(at + 1);
  }, [selectedTabId]);
  const current = () => queued.current.at(-1) ?? shown.current;
  const choose = (id: TabId) => {
    if (id !== current()) queued.current = [...queued.current, id];
    onChange(id);
  };
  const select = (id: TabId | undefined, focus: boolean) => {
    if (id === undefined || id === current()) return;
    choose(id);
    if (focus)
      box.current
        ?.querySelector<HTMLElement>(`[role="tab"][data-tab-id="${CSS.escape(String(id))}"]`)
        ?.focus();
  };
  const step = (from: TabId, by: 1 | -1) => {
    const at = ids.indexOf(from);
    return ids[(at + by + ids.length) % ids.length];
  };
  useShortcut(']', () => select(step(current(), 1), false), {
    labelKey: 'shortcuts.nextTab',
    groupKey: GROUP,
    enabled: shortcuts && ids.length > 1,
  });
  useShortcut('[', () => select(step(current(), -1), false), {
    labelKey: 'shortcuts.previousTab',
    groupKey: GROUP,
    enabled: shortcuts && ids.length > 1,
  });
  useShortcutHelp(['left', 'right', 'home', 'end'], 'shortcuts.tabArrows', GROUP, ids.length > 1);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const tab = e.target instanceof Element ? e.target.closest<HTMLElement>('[role="tab"]') : null;
    if (!tab || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || ids.length === 0) return;
    const from = ids.find((id) => String(id) === tab.dataset.tabId) ?? current();
    const next =
      e.key === 'ArrowRight' || e.key === 'ArrowDown'
        ? step(from, 1)
        : e.key === 'ArrowLeft' || e.key === 'ArrowUp'
          ? step(from, -1)
          : e.key === 'Home'
            ? ids[0]
            : e.key === 'End'
              ? ids.at(-1)
              : undefined;
    if (next === undefined) return;
    // ours, not Blueprint's (which would move the focus a second time)
    e.preventDefault();
    e.stopPropagation();
    select(next, true);
  };

  return (
    <div ref={box} className="cpt-tabstrip" onKeyDownCapture={onKeyDown}>
      <Tabs {...rest} selectedTabId={selectedTabId} onChange={choose}>
        {children}
      </Tabs>
    </div>
  );
}
