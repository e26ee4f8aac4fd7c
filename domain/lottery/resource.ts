import * as v from 'valibot';
import { ACTIONS } from '../actions.ts';
import { defineResource } from '../resource.ts';
import { open } from '../responses/common.ts';
import { LOTTERY_ROLES } from '../role-groups.ts';
import { LotteryDrawAnswer, LotteryResult } from './answers.ts';
import { LOTTERY_DRAWS_LIST } from './list.ts';
import { LOTTERY_RESULTS_LIST } from './results-list.ts';
import { AssignWinner } from './schema.ts';

/** Lottery draws of an offer (the live page's lottery tab). Scoped by the offer's community. */
export const LOTTERY_DRAWS = defineResource({
  key: 'lottery-draws',
  entity: 'lottery_draw',
  ops: {
    list: {
      response: v.array(LotteryDrawAnswer),
      method: 'GET',
      path: '/api/lottery-draws/details',
      access: LOTTERY_ROLES,
      scoped: true,
      list: LOTTERY_DRAWS_LIST,
    },
    // the lottery management screen: every draw's winners, per channel, in the caller's communities
    results: {
      response: v.array(LotteryResult),
      method: 'GET',
      path: '/api/lottery-draws/results',
      access: LOTTERY_ROLES,
      scoped: true,
      list: LOTTERY_RESULTS_LIST,
    },
    assign: {
      response: open,
      method: 'POST',
      path: '/api/lottery-draws/:drawId/assign',
      access: ACTIONS['offer.lottery'],
      scoped: true,
      body: AssignWinner,
    },
  },
  screens: {
    list: {
      path: '/lottery-management',
      roles: LOTTERY_ROLES,
      page: 'features/lottery/LotteryManagementPage',
      menu: { label: 'menu.lottery', icon: 'clean', order: 120 },
    },
  },
});
