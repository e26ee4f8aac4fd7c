import { Classes, Icon, IconSize } from '@blueprintjs/core';
import type { KeyboardEvent } from 'react';

/** Enter and Space press a button: Blueprint's Tag around it must not see them */
const keepPress = (e: KeyboardEvent) => {
  if (e.key === 'Enter' || e.key === ' ') e.stopPropagation();
};

/**
 * A tag's ×, to give as the Tag's `endIcon`, drawn as Blueprint's own. Blueprint's is always
 * named "Remove tag" in English, and its Tag takes Enter and Space for itself: the keydown's
 * default (pressing the button) is prevented and the keyup clicks the tag instead, so the ×
 * could not be pressed from the keyboard. This one is named in the page's words (`label`) and
 * keeps its keys. `onRemove` says where the keyboard goes next: the button leaves with its tag.
 */
export function TagRemove({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <button
      type="button"
      className={Classes.TAG_REMOVE}
      aria-label={label}
      onClick={onRemove}
      onKeyDown={keepPress}
      onKeyUp={keepPress}
    >
      <Icon icon="small-cross" size={IconSize.LARGE} />
    </button>
  );
}
