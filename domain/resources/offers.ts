import { ACTIONS } from '../actions.ts';
import { OFFERS_LIST } from '../lists/offers.ts';
import { defineResource } from '../resource.ts';
import { OfferBody } from '../schemas/offer.ts';
import { LIVE_PAGE_ROLES, OFFER_LIST_ROLES, OFFERS_SCREENS } from '../screens.ts';

/**
 * Offers (part 1 §2 Offers list, Offer, live page). Every call is scoped: a non-admin caller
 * reaches only the offers of his communities.
 */
export const OFFERS = defineResource({
  key: 'offers',
  entity: 'offer',
  ops: {
    list: {
      method: 'GET',
      path: '/api/offers/details',
      access: OFFER_LIST_ROLES,
      scoped: true,
      list: OFFERS_LIST,
    },
    one: {
      method: 'GET',
      path: '/api/offers/:id/details',
      access: LIVE_PAGE_ROLES,
      scoped: true,
    },
    analytics: {
      method: 'GET',
      path: '/api/offers/:id/analytics',
      access: ACTIONS['offer.analytics'],
      scoped: true,
    },
    create: {
      method: 'POST',
      path: '/api/offers',
      access: ACTIONS['offer.create'],
      scoped: true,
      body: OfferBody,
    },
    /** the whole body with its version, or `{status, version}` (discontinue) */
    update: {
      method: 'PUT',
      path: '/api/offers/:id',
      access: ACTIONS['offer.edit'],
      scoped: true,
      body: OfferBody,
    },
    /** only while the offer has not started */
    remove: { method: 'DELETE', path: '/api/offers/:id', access: ACTIONS['offer.edit'], scoped: true },
    /** the draft of a new offer from this one: dates cleared, counters reset (docs/offers.md) */
    duplicate: {
      method: 'GET',
      path: '/api/offers/:id/duplicate',
      access: ACTIONS['offer.create'],
      scoped: true,
    },
  },
  screens: OFFERS_SCREENS,
});
