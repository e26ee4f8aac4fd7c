import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * A React root in the test's DOM (a test file that uses it runs under happy-dom: its first line
 * says `@vitest-environment happy-dom`). Effects, subscriptions and events run as in the browser.
 */
export interface DomRoot {
  container: HTMLElement;
  /** runs `change` as React would an event handler, updates flushed */
  act: (change: () => void) => Promise<void>;
  /** what a user typing puts in an input: its whole new text, then the `input` event React listens to */
  type: (input: HTMLInputElement | HTMLTextAreaElement, text: string) => Promise<void>;
  unmount: () => Promise<void>;
}

export async function renderInDom(tree: ReactElement): Promise<DomRoot> {
  (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  await act(async () => root.render(tree));
  return {
    container,
    act: async (change) => act(async () => change()),
    type: async (input, text) =>
      act(async () => {
        // the prototype's setter, as the browser's typing does: React's own tracker of the
        // element's value is left behind, so it sees the change
        const proto = Object.getPrototypeOf(input) as object;
        Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(input, text);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    unmount: async () => {
      await act(async () => root.unmount());
      container.remove();
    },
  };
}
