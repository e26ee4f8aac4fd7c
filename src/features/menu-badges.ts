import type { MenuBadges } from '../app/menuBadges.tsx';
import { RefundBadge } from './refunds/RefundBadge.tsx';

/** The counts the side menu shows beside its entries, by the `badge` their screens declare. */
export const MENU_BADGES: MenuBadges = { refunds: RefundBadge };
