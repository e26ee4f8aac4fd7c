import type { TKey } from '../../../../locales/keys.ts';

/**
 * The form's sections, in page order, with the fields each holds: the outline lists them, jumps to
 * them (Alt+1 … Alt+9) and marks those with an error after a refused save.
 */
export interface SectionDef {
  id: string;
  labelKey: TKey;
  fields: readonly string[];
}

export const SECTIONS: readonly SectionDef[] = [
  {
    id: 'general',
    labelKey: 'offerForm.sections.general',
    fields: ['internalName', 'community', 'channel', 'showDetail', 'type', 'status'],
  },
  { id: 'texts', labelKey: 'offerForm.sections.texts', fields: ['name', 'description', 'ghostID'] },
  { id: 'media', labelKey: 'offerForm.sections.media', fields: ['banners', 'medias'] },
  { id: 'clipboard', labelKey: 'offerForm.sections.clipboard', fields: ['clipboard'] },
  {
    id: 'dates',
    labelKey: 'offerForm.sections.dates',
    fields: ['startingDate', 'endingDate', 'deliveryDates'],
  },
  {
    id: 'sales',
    labelKey: 'offerForm.sections.sales',
    fields: ['targetSales', 'commissionRate', 'minimumOrderAmount', 'minimumCartItems'],
  },
  {
    id: 'delivery',
    labelKey: 'offerForm.sections.delivery',
    fields: ['deliveryType', 'feeTemplate', 'fees'],
  },
  { id: 'wechatGroup', labelKey: 'offerForm.sections.wechatGroup', fields: ['wechatGroup'] },
  { id: 'miniprogram', labelKey: 'offerForm.sections.miniprogram', fields: ['miniprogram'] },
];

export const sectionDomId = (id: string) => `offer-section-${id}`;

/** The sections holding at least one of the errors. */
export function failingSections(errors: Record<string, string>): Set<string> {
  const out = new Set<string>();
  for (const path of Object.keys(errors)) {
    const head = path.split('.')[0]!;
    const s = SECTIONS.find((x) => x.fields.includes(head));
    if (s) out.add(s.id);
  }
  return out;
}
