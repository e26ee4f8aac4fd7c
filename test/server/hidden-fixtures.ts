import { expect } from 'vitest';
import { demoUserId, demoUserName } from '../../server/db/seed/foundation.ts';
import { demoEmail } from './helpers.ts';

/** The demo super-admin, whom every other role is told of only as the hidden actor. */
export const SUPER = demoUserId(demoEmail('super-admin'));
export const SUPER_NAME = demoUserName(demoEmail('super-admin'));
export const HIDDEN = { hidden: true };

/** What a reader may learn of the super-admin from an answer: nothing, neither his id nor his name. */
export const expectNoTraceOfHim = (body: string) => {
  expect(SUPER_NAME).not.toBe('');
  expect(body).not.toContain(SUPER);
  expect(body).not.toContain(SUPER_NAME);
};
