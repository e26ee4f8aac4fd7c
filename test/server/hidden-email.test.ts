import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMUNITY_IDS } from '../../domain/communities.ts';
import { demoUserId } from '../../server/db/seed/foundation.ts';
import { demoEmail, type TestApp, testApp } from './helpers.ts';
import { versionNow } from './write-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const member = (email: string) => ({
  name: 'Email Probe',
  email,
  role: 'logistic',
  city: 'Shanghai',
  communities: [COMMUNITY_IDS.kitchen],
  password: 'correct horse',
});

/** What an admin is told, status and body, for a create or an edit with that e-mail. */
async function answersFor(email: string, editing: string) {
  const create = await t.call('POST', '/api/users', { as: 'admin', body: member(email) });
  const edit = await t.call('PUT', `/api/users/${editing}`, {
    as: 'admin',
    body: { email, version: await versionNow(t, `/api/users/${editing}`) },
  });
  return [create, edit].map((r) => ({ status: r.statusCode, body: r.json() }));
}

/*
 * E-mails are unique, so an address a hidden super-admin holds is refused: the refusal itself
 * tells that some account holds it (docs/permissions.md says why no design avoids that). What is
 * held here is that it tells nothing more: the answer is the one for any member's address.
 */
describe("a hidden super-admin's e-mail in the team form", () => {
  it('is refused exactly as a listed member’s e-mail is: no id, no role, no other wording', async () => {
    const editing = (
      await t.call('POST', '/api/users', { as: 'admin', body: member('probe@comptoir.cn') })
    ).json().id as string;
    const hidden = await answersFor(demoEmail('super-admin').toUpperCase(), editing);
    const listed = await answersFor(demoEmail('logistic').toUpperCase(), editing);
    const gone = (
      await t.call('POST', '/api/users', { as: 'admin', body: member('gone@comptoir.cn') })
    ).json();
    const off = await t.call('PUT', `/api/users/${gone.id}`, {
      as: 'admin',
      body: { disabled: true, version: gone.version },
    });
    expect(off.statusCode).toBe(200);
    const deactivated = await answersFor('GONE@comptoir.cn', editing);
    expect(hidden).toEqual(listed);
    expect(deactivated).toEqual(listed);
    expect(hidden[0]).toEqual({
      status: 409,
      body: { error: 'conflict', message: 'errors.emailTaken', fields: { email: 'validation.emailTaken' } },
    });
    expect(JSON.stringify(hidden)).not.toContain(demoUserId(demoEmail('super-admin')));
  });
});
