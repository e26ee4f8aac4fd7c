import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedView } from '../../domain/views/schema.ts';
import { type TestApp, testApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/**
 * Choosing a default view unsets the member's other default of that list. Sent at once (two tabs,
 * a double click), the saves met the one-default index and were refused 409 "name taken", though
 * every name differed: each is a save of its own, the last one to commit being the default.
 */
describe('views saved as the default at once', () => {
  it('are all saved, one of them the default', async () => {
    const n = 8;
    const rs = await Promise.all(
      Array.from({ length: n }, (_, i) =>
        t.call('POST', '/api/views', {
          as: 'designer',
          body: { list: 'recipes', name: `Default ${i}`, state: {}, isDefault: true },
        }),
      ),
    );
    expect(
      rs.map((r) => r.statusCode),
      rs.map((r) => r.body).join('\n'),
    ).toEqual(Array(n).fill(201));
    const mine = (
      await t.call('GET', '/api/views?filter={"list":"recipes"}', { as: 'designer' })
    ).json() as SavedView[];
    expect(mine).toHaveLength(n);
    expect(mine.filter((v) => v.isDefault)).toHaveLength(1);
  });

  it('one name sent at once is saved once, the others told the name is taken', async () => {
    const rs = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.call('POST', '/api/views', {
          as: 'designer',
          body: { list: 'products', name: 'Same', state: {}, isDefault: true },
        }),
      ),
    );
    expect(rs.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of rs.filter((x) => x.statusCode === 409))
      expect(r.json().fields).toEqual({ name: 'validation.nameTaken' });
  });
});
