import { H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TKey } from '../../../../locales/keys.ts';
import { sectionDomId } from './sections.ts';

/** One section of the offer form: the outline's jump target. */
export function Section({ id, labelKey, children }: { id: string; labelKey: TKey; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      id={sectionDomId(id)}
      className="cpt-offer-section"
      aria-labelledby={`${sectionDomId(id)}-title`}
    >
      <H2 id={`${sectionDomId(id)}-title`} className="cpt-offer-section-title">
        {t(labelKey)}
      </H2>
      {children}
    </section>
  );
}
