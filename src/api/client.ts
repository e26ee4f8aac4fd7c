import ky from 'ky';
import { endsSession } from '../../domain/errors.ts';
import { clearSession, freshToken } from './session-access.ts';

/**
 * The one HTTP client of the console. Every call carries the bearer token, renewed before it
 * expires; a 401, or a 403 refusing the route itself to the role (`errors.forbidden`), ends the
 * session (domain endsSession) and returns to the login: the server is the judge of who
 * may do what, and such a refusal means our view of the role is stale. A 403 about one row or
 * one move (a locked order, a payment move the role may not make, another community's record)
 * is an answer to show, not a reason to sign out (docs/permissions.md).
 */
export const api = ky.create({
  prefix: '/api',
  timeout: 30_000,
  // GETs are retried by ky on network blips; writes never are (they are not idempotent here).
  retry: { limit: 1, methods: ['get'] },
  hooks: {
    beforeRequest: [
      async ({ request }) => {
        const token = await freshToken();
        if (token) request.headers.set('Authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async ({ response }) => {
        if (response.status !== 401 && response.status !== 403) return;
        const body: unknown = await response
          .clone()
          .json()
          .catch(() => null);
        if (endsSession(response.status, body)) clearSession();
      },
    ],
  },
});
