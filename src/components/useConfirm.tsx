import { Button, Dialog, DialogBody, DialogFooter, type IconName } from '@blueprintjs/core';
import { type ReactNode, useRef, useState } from 'react';

/**
 * A yes/no question as a promise: `ask(text)` resolves true on the confirm button, which has the
 * focus, so Enter says yes and Escape says no.
 */
export function useConfirm(labels: {
  title: string;
  yes: string;
  no: string;
  icon?: IconName;
}): [ReactNode, (text: string) => Promise<boolean>] {
  const [text, setText] = useState<string | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => {});
  const ask = (question: string) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setText(question);
    });
  const close = (yes: boolean) => {
    setText(null);
    answer.current(yes);
  };
  const dialog = (
    <Dialog
      isOpen={text !== null}
      title={labels.title}
      icon={labels.icon ?? 'new-person'}
      onClose={() => close(false)}
    >
      <DialogBody>
        <p>{text}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button onClick={() => close(false)}>{labels.no}</Button>
            <Button intent="primary" autoFocus onClick={() => close(true)}>
              {labels.yes}
            </Button>
          </>
        }
      />
    </Dialog>
  );
  return [dialog, ask];
}
