import { COMMUNITIES } from '../domain/communities.ts';
import { formatDate } from '../domain/dates.ts';
import { formatYuan } from '../domain/money.ts';
import type { Translate } from '../locales/keys.ts';

/** Cell formatters the customer-service grids share (claims, refunds, vouchers, lottery). */
export const yuan = (p: { value?: unknown }) => (typeof p.value === 'number' ? formatYuan(p.value) : '');
export const day = (p: { value?: unknown }) => (typeof p.value === 'string' ? formatDate(p.value) : '');

/** A community's name in the current language. */
export function communityName(id: string | null | undefined, t: Translate): string {
  const c = COMMUNITIES.find((x) => x.id === id);
  return c ? t(`communities.${c.key}`) : '';
}
