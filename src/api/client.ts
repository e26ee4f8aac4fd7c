import ky from 'ky';
import { clearSession, freshToken } from '../app/session.ts';

/**
 * The one HTTP client of the console. Every call carries the bearer token, renewed before it
 * expires; any 401 or 403 ends the session and returns to the login (spec part 1 §8, part 2 §8),
 * because the server is the judge of who may do what and a refusal means our view is stale.
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
      ({ response }) => {
        if (response.status === 401 || response.status === 403) clearSession();
      },
    ],
  },
});
