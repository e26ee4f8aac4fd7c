import { formatDate } from '../../domain/dates.ts';
import { formatYuan } from '../../domain/money.ts';

/** Cell formatters the customer-service grids share (claims, refunds, vouchers, lottery). */
export const yuan = (p: { value?: unknown }) => (typeof p.value === 'number' ? formatYuan(p.value) : '');
export const day = (p: { value?: unknown }) => (typeof p.value === 'string' ? formatDate(p.value) : '');
