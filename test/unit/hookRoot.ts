import { act, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

/**
 * A React root for unit tests of hooks, with no DOM library: the unit project runs in node, and a
 * tree whose components render nothing but hooks needs only the few properties React DOM reads
 * from its container. Effects and subscriptions run as in the browser.
 */
function fakeContainer(): Element {
  const doc: Record<string, unknown> = { nodeType: 9, addEventListener() {}, removeEventListener() {} };
  doc.defaultView = { HTMLIFrameElement: class {}, document: doc };
  const el = {
    nodeType: 1,
    nodeName: 'DIV',
    tagName: 'DIV',
    namespaceURI: 'http://www.w3.org/1999/xhtml',
    ownerDocument: doc,
    addEventListener() {},
    removeEventListener() {},
    childNodes: [],
    textContent: '',
  };
  doc.documentElement = el;
  return el as unknown as Element;
}

export interface HookRoot {
  /** runs `change` as React would an event handler, updates flushed */
  act: (change: () => void) => Promise<void>;
  unmount: () => Promise<void>;
}

export async function renderHooks(tree: ReactElement): Promise<HookRoot> {
  const g = globalThis as Record<string, unknown>;
  g.IS_REACT_ACT_ENVIRONMENT = true;
  // React DOM reads `window.event` for an update's priority
  g.window ??= {};
  const root: Root = createRoot(fakeContainer());
  await act(async () => root.render(tree));
  return {
    act: async (change) => act(async () => change()),
    unmount: async () => act(async () => root.unmount()),
  };
}
