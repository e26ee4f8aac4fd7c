import { Button, DialogBody, DialogFooter, type IconName } from '@blueprintjs/core';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useRef, useState } from 'react';
import { Dialog } from './Overlays.tsx';

/**
 * A yes/no question as a promise: `ask(text)` resolves true on the confirm button, which has the
 * focus, so Enter says yes and Escape says no.
 *
 * The question often opens from a key (Enter committing a cell): the yes button takes the focus
 * while that key is still going down, and the browser would turn the rest of the same key press
 * into a click on it. So a click made by a key counts only after a key went down inside the
 * question. Asked again while open, the earlier question is answered no and the new one shown:
 * one answer never resolves two questions, and none is left waiting forever.
 */
export function useConfirm(labels: {
  title: string;
  yes: string;
  no: string;
  icon?: IconName;
  /** false when the caller puts the focus back itself (a grid's cell) once answered */
  returnFocus?: boolean;
}): [ReactNode, (text: string) => Promise<boolean>] {
  const [text, setText] = useState<string | null>(null);
  const answer = useRef<((yes: boolean) => void) | null>(null);
  const keyInside = useRef(false);
  const ask = (question: string) =>
    new Promise<boolean>((resolve) => {
      answer.current?.(false);
      answer.current = resolve;
      keyInside.current = false;
      setText(question);
    });
  const close = (yes: boolean) => {
    const resolve = answer.current;
    answer.current = null;
    setText(null);
    resolve?.(yes);
  };
  // detail is 0 for a click a key made, 1+ for the mouse's
  const yesClicked = (e: MouseEvent) => {
    if (e.detail === 0 && !keyInside.current) return;
    close(true);
  };
  const dialog = (
    <Dialog
      isOpen={text !== null}
      title={labels.title}
      icon={labels.icon ?? 'new-person'}
      shouldReturnFocusOnClose={labels.returnFocus ?? true}
      onClose={() => close(false)}
    >
      <div
        onKeyDownCapture={(e: KeyboardEvent) => {
          if (!e.repeat) keyInside.current = true;
        }}
      >
        <DialogBody>
          <p>{text}</p>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={() => close(false)}>{labels.no}</Button>
              <Button intent="primary" autoFocus onClick={yesClicked}>
                {labels.yes}
              </Button>
            </>
          }
        />
      </div>
    </Dialog>
  );
  return [dialog, ask];
}
