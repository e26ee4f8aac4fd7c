import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Blueprint writes the close button of its dialogs and drawers as aria-label "Close" in English,
 * with no prop to change it: on a Chinese page a screen reader said "Close". Overlays live in
 * portals appended to <body>, so only those are watched (not the grids' churning DOM), and each
 * such button gets the page's word.
 */
export function useOverlayLabels(): void {
  const { t } = useTranslation();
  const close = t('app.close');
  useEffect(() => {
    const label = (root: ParentNode) => {
      for (const b of root.querySelectorAll<HTMLElement>('.bp6-dialog-close-button')) {
        if (b.getAttribute('aria-label') !== close) b.setAttribute('aria-label', close);
      }
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
  }, [close]);
}
