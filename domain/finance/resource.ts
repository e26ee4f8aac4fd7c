import * as v from 'valibot';
import { defineResource } from '../resource.ts';
import { ANALYTICS_ROLES, FINANCE_ROLES } from '../role-groups.ts';
import { FinanceOverview, GeneralAnalytics, OfferServiceRow } from './answers.ts';
import { SERVICE_OFFERS_LIST } from './service-offers-list.ts';

/** GET /api/offers/services: the services offers tab. */
export const OFFER_SERVICES = defineResource({
  key: 'offers-services',
  ops: {
    list: {
      response: v.array(OfferServiceRow),
      method: 'GET',
      path: '/api/offers/services',
      access: FINANCE_ROLES,
      scoped: true,
      list: SERVICE_OFFERS_LIST,
    },
  },
});

/** General analytics and the money overview. */
export const FINANCE_ANALYTICS = defineResource({
  key: 'analytics',
  ops: {
    general: {
      response: GeneralAnalytics,
      method: 'GET',
      path: '/api/analytics/general',
      access: ANALYTICS_ROLES,
      scoped: true,
      query: ['dateStart', 'dateEnd'],
    },
    overview: {
      response: FinanceOverview,
      method: 'GET',
      path: '/api/finance/overview',
      access: FINANCE_ROLES,
      scoped: true,
    },
  },
  screens: {
    analytics: {
      path: '/analytics',
      roles: ANALYTICS_ROLES,
      page: 'features/finance/AnalyticsPage',
      menu: { label: 'menu.analytics', icon: 'chart', order: 10 },
    },
    overview: {
      path: '/overview',
      roles: FINANCE_ROLES,
      page: 'features/finance/OverviewPage',
      menu: { label: 'menu.financeOverview', icon: 'dashboard', order: 130, section: 'finance' },
    },
  },
});
