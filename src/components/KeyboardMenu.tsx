import { Menu, type MenuProps } from '@blueprintjs/core';
import { type KeyboardEvent, useEffect, useRef } from 'react';

const ITEM = '[role="menuitem"]:not([aria-disabled="true"])';

/**
 * A Blueprint Menu for a popover opened from the keyboard (a shortcut): it takes the focus on
 * its first item; ↑/↓ (Home/End) move between items; Enter and Space choose one (Blueprint's
 * MenuItem). Escape is the popover's (it closes it); the opener gives the focus back where it was.
 */
export function KeyboardMenu({ children, ...rest }: MenuProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    list.current?.querySelector<HTMLElement>(ITEM)?.focus();
  }, []);
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(list.current?.querySelectorAll<HTMLElement>(ITEM) ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const go = (i: number) => {
      e.preventDefault();
      items[(i + items.length) % items.length]?.focus();
    };
    if (e.key === 'ArrowDown') go(at + 1);
    else if (e.key === 'ArrowUp') go(at < 0 ? -1 : at - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(-1);
  };
  return (
    <Menu {...rest} ulRef={list} onKeyDown={onKeyDown}>
      {children}
    </Menu>
  );
}
