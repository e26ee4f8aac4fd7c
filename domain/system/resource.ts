import * as v from 'valibot';
import { defineResource } from '../resource.ts';
import { ok, open } from '../responses/common.ts';
import { ALL } from '../role-groups.ts';
import { UserAnswer } from '../users/answers.ts';
import { LoginBody, LogoutBody, PasswordChange } from '../users/schema.ts';
import { AuthAnswerSchema, CommunityAnswer } from './answers.ts';
import { COMMUNITIES_LIST } from './list.ts';

/** Calls of no entity: health, communities, the live socket, and the profile screen. */
export const SYSTEM = defineResource({
  key: 'system',
  ops: {
    // alive: the process answers; ready: the database is reachable and migrated
    health: { response: ok, method: 'GET', path: '/api/health', access: 'public' },
    ready: { response: ok, method: 'GET', path: '/api/ready', access: 'public' },
    communities: {
      response: v.array(CommunityAnswer),
      method: 'GET',
      path: '/api/communities',
      access: 'authenticated',
      list: COMMUNITIES_LIST,
      // a filter, no page: the five in their fixed order
      aggregate: true,
    },
    // the socket checks its token, role and the offer's community in its first message
    live: {
      status: 101,
      method: 'GET',
      path: '/api/live',
      access: 'public',
      summary: 'WebSocket of the live order grid (docs/live.md); the token goes in the first message',
    },
  },
  screens: {
    home: { path: '/', roles: ALL, page: 'app/Profile', palette: { label: 'palette.profile', icon: 'user' } },
  },
});

/** Sign-in, sign-out and the caller's own record. */
export const AUTH = defineResource({
  key: 'auth',
  ops: {
    login: {
      response: AuthAnswerSchema,
      method: 'POST',
      path: '/api/auth/login',
      access: 'public',
      body: LoginBody,
      // the refresh variant: `?refreshToken=…` and no body
      query: ['refreshToken'],
      summary: 'Sign in (e-mail and password), or renew a session with ?refreshToken=',
    },
    logout: { status: 204, method: 'POST', path: '/api/auth/logout', access: 'public', body: LogoutBody },
    me: { response: UserAnswer, method: 'GET', path: '/api/auth/me', access: 'authenticated' },
    // every role changes his own password, with the current one; his other sessions end
    password: {
      status: 204,
      method: 'POST',
      path: '/api/auth/password',
      access: 'authenticated',
      body: PasswordChange,
      summary: "Change one's own password (the current one is required); ends the other sessions",
    },
  },
});

/**
 * The API's description, generated from these declarations (server/openapi/). Public: it is
 * what an integrator reads before having an account, and says no more than the client's bundle.
 */
export const API_REFERENCE = defineResource({
  key: 'api-reference',
  ops: {
    openapi: {
      response: open,
      method: 'GET',
      path: '/api/openapi.json',
      access: 'public',
      summary: 'This description, OpenAPI 3.1',
    },
    docs: {
      media: ['text/html'],
      method: 'GET',
      path: '/api/docs',
      access: 'public',
      summary: 'This description as a page',
    },
  },
});
