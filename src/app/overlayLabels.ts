import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** the clear button Blueprint's Select draws in its search box once something is typed */
const CLEAR_SEARCH = '.bp6-select-popover .bp6-input-action > .bp6-button';

/**
 * Blueprint writes a few labels of its overlays in English, with no prop to change them: the
 * close button of its dialogs and drawers ("Close"), the clear button of a Select's search
 * ("Clear filter query", as its tooltip too). On a Chinese page a screen reader said them in
 * English. Overlays live in portals appended to <body>, so only those are watched (not the
 * grids' churning DOM), and each such button gets the page's words.
 */
export function useOverlayLabels(): void {
  const { t } = useTranslation();
  const close = t('app.close');
  const clear = t('app.clearSearch');
  useEffect(() => {
    const name = (b: HTMLElement, words: string, tooltip: boolean) => {
      if (b.getAttribute('aria-label') !== words) b.setAttribute('aria-label', words);
      if (tooltip && b.getAttribute('title') !== words) b.setAttribute('title', words);
    };
    // the root itself too: a button drawn on its own into an open overlay is the added node
    const all = (root: Element, selector: string) => [
      ...(root.matches(selector) ? [root as HTMLElement] : []),
      ...root.querySelectorAll<HTMLElement>(selector),
    ];
    const label = (root: Element) => {
      for (const b of all(root, '.bp6-dialog-close-button')) name(b, close, false);
      for (const b of all(root, CLEAR_SEARCH)) name(b, clear, true);
    };
    const inPortal = new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof Element) label(n);
    });
    const portals = new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.addedNodes)
          if (n instanceof Element && n.classList.contains('bp6-portal')) {
            label(n);
            inPortal.observe(n, { childList: true, subtree: true });
          }
    });
    for (const p of document.querySelectorAll('.bp6-portal')) {
      label(p);
      inPortal.observe(p, { childList: true, subtree: true });
    }
    portals.observe(document.body, { childList: true });
    return () => {
      portals.disconnect();
      inPortal.disconnect();
    };
  }, [close, clear]);
}
