import * as v from 'valibot';
import { ACTIONS } from '../actions.ts';
import { CellEdits, cellRoles } from '../cells.ts';
import { defineResource } from '../resource.ts';
import { except, LIVE_ROLES, OFFER_EDITORS } from '../role-groups.ts';
import type { Role } from '../roles.ts';
import { OfferAnalytics, OfferAnswer, OfferCellsAnswer, OfferDuplicate, OfferRow } from './answers.ts';
import { OFFER_CELLS } from './cells.ts';
import { OFFERS_LIST } from './list.ts';
import { OfferBody } from './schema.ts';

/** Offers are listed by every role but the designer. */
const OFFER_LIST_ROLES = except('designer');
/** The live page: the live roles work it; finance opens it on the analytics tab alone. */
const LIVE_PAGE_ROLES: readonly Role[] = [...new Set([...LIVE_ROLES, ...ACTIONS['offer.analytics']])];

/**
 * Offers: the list, the form and the live page (docs/offers.md). Every call is scoped: a
 * non-admin caller reaches only the offers of his communities.
 */
export const OFFERS = defineResource({
  key: 'offers',
  entity: 'offer',
  ops: {
    list: {
      response: v.array(OfferRow),
      method: 'GET',
      path: '/api/offers/details',
      access: OFFER_LIST_ROLES,
      scoped: true,
      list: OFFERS_LIST,
    },
    one: {
      response: OfferAnswer,
      method: 'GET',
      path: '/api/offers/:id/details',
      access: LIVE_PAGE_ROLES,
      scoped: true,
    },
    analytics: {
      response: OfferAnalytics,
      method: 'GET',
      path: '/api/offers/:id/analytics',
      access: ACTIONS['offer.analytics'],
      scoped: true,
    },
    create: {
      response: OfferAnswer,
      status: 201,
      method: 'POST',
      path: '/api/offers',
      access: ACTIONS['offer.create'],
      scoped: true,
      body: OfferBody,
      idempotent: true,
    },
    /** the whole body with its version, or `{status, version}` (discontinue) */
    update: {
      response: OfferAnswer,
      method: 'PUT',
      path: '/api/offers/:id',
      access: ACTIONS['offer.edit'],
      scoped: true,
      body: OfferBody,
    },
    // cells typed on the offers list (docs/spreadsheet.md): each row saved by the offer's edits
    cells: {
      summary: 'Saves cells typed on the offers list, each row on its own',
      response: OfferCellsAnswer,
      method: 'POST',
      path: '/api/offers/cells',
      access: cellRoles(OFFER_CELLS),
      scoped: true,
      body: CellEdits,
      idempotent: true,
    },
    /** only while the offer has not started */
    remove: {
      status: 204,
      method: 'DELETE',
      path: '/api/offers/:id',
      access: ACTIONS['offer.edit'],
      scoped: true,
    },
    /** the draft of a new offer from this one: dates cleared, counters reset (docs/offers.md) */
    duplicate: {
      response: OfferDuplicate,
      method: 'GET',
      path: '/api/offers/:id/duplicate',
      access: ACTIONS['offer.create'],
      scoped: true,
    },
  },
  screens: {
    list: {
      path: '/offers',
      roles: OFFER_LIST_ROLES,
      page: 'features/offers/OffersList',
      menu: { label: 'menu.offerList', icon: 'list', order: 20, section: 'offers' },
    },
    create: {
      path: '/offers/create',
      roles: OFFER_EDITORS,
      page: 'features/offers/form/OfferForm',
      menu: { label: 'menu.createOffer', icon: 'add', order: 21, section: 'offers' },
    },
    edit: { path: '/offers/:offerId', roles: OFFER_EDITORS, page: 'features/offers/form/OfferForm' },
    delivery: {
      path: '/offers/:offerId/delivery',
      roles: LIVE_ROLES,
      page: 'features/delivery-tracking/DeliveryTrackingPage',
    },
    live: { path: '/offers/:offerId/orders', roles: LIVE_PAGE_ROLES, page: 'features/live/LivePage' },
  },
});
