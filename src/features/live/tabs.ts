import { can } from '../../../domain/actions.ts';
import type { OfferDetails } from '../../../domain/live-views.ts';
import type { Role } from '../../../domain/roles.ts';

export type LiveTab = 'wechat_group' | 'miniprogram' | 'lottery' | 'analytics';

/** A channel tab needs the offer on that channel (or all); lottery and analytics need their role. */
export function enabledTabs(offer: Pick<OfferDetails, 'channel'>, role: Role): Record<LiveTab, boolean> {
  return {
    wechat_group: offer.channel === 'all' || offer.channel === 'wechat_group',
    miniprogram: offer.channel === 'all' || offer.channel === 'miniprogram',
    lottery: can(role, 'offer.lottery'),
    analytics: can(role, 'offer.analytics'),
  };
}

/** The tab passed by navigation when enabled, else wechat_group, or miniprogram for a miniprogram offer. */
export function openingTab(offer: Pick<OfferDetails, 'channel'>, role: Role, asked: string | null): LiveTab {
  const on = enabledTabs(offer, role);
  if (asked && asked in on && on[asked as LiveTab]) return asked as LiveTab;
  return offer.channel === 'miniprogram' ? 'miniprogram' : 'wechat_group';
}
