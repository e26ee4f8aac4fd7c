import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Operation } from '../../domain/resource.ts';
import { RESOURCES } from '../../domain/resources.generated.ts';
import type { Role } from '../../domain/roles.ts';
import { type TestApp, testApp } from './helpers.ts';

/**
 * A path that names a record by an id that cannot exist answers 404 before its body is read: a
 * caller who sends a malformed body to a malformed id learns that the record is not there, not
 * how to fix a body that could never be saved.
 */
let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const ID_PARAM = /:(\w*[iI]d)\b/;
const withIdAndBody = RESOURCES.flatMap((r) => Object.values(r.ops) as Operation[]).filter(
  (op) => op.body && ID_PARAM.test(op.path) && Array.isArray(op.access),
);

describe('an id in the path is checked before the body', () => {
  it('covers the writes that name a record', () => {
    expect(withIdAndBody.length).toBeGreaterThan(10);
  });
  it.each(withIdAndBody.map((op) => [`${op.method} ${op.path}`, op] as const))('%s', async (_, op) => {
    const as = (op.access as readonly Role[])[0]!;
    const url = op.path.replace(/:\w+/g, 'not-a-uuid');
    const r = await t.call(op.method, url, { as, body: { bogus: 1 } });
    expect(r.statusCode, r.body).toBe(404);
  });
});
