import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAreaId } from '../../server/db/seed/foundation.ts';
import { qs, type TestApp, testApp } from './helpers.ts';
import { versionNow } from './write-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const pudong = demoAreaId('Shanghai/Pudong');
const xuhui = demoAreaId('Shanghai/Xuhui');
const list = (params: Record<string, unknown> = {}) =>
  t.call('GET', `/api/delivery-templates/details${qs({ range: [0, 79], ...params })}`, { as: 'logistic' });

describe('delivery templates', () => {
  let id: string;

  it('lists templates without the discontinued ones, with Content-Range', async () => {
    const r = await list();
    expect(r.statusCode).toBe(200);
    const names = (r.json() as { name: string }[]).map((x) => x.name);
    expect(names).toHaveLength(3);
    expect(names).not.toContain('Spring festival 2024');
    expect(r.headers['content-range']).toBe('delivery-templates 0-2/3');
    const filtered = await list({ filter: { name: 'guangzhou' }, sort: ['name', 'ASC'] });
    expect((filtered.json() as { name: string }[]).map((x) => x.name)).toEqual(['Guangzhou standard']);
    expect((await list({ filter: { status: 'discontinued' } })).json()).toEqual([]);
  });

  it('validates every fee rule input and its message', async () => {
    const r = await t.call('POST', '/api/delivery-templates', {
      as: 'admin',
      body: {
        name: '',
        areas: [
          {
            area: pudong,
            rules: [
              { type: 'up_to', fee: 500 },
              { type: 'flat' },
              { type: 'free_after_value', fee: 500 },
              { type: 'free_after_quantity', fee: 500 },
              { type: 'express' },
            ],
          },
          { area: xuhui, rules: [] },
          { rules: [{ type: 'flat', fee: 1 }] },
        ],
      },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({
      name: 'validation.required',
      'areas.0.rules.0.quantity': 'validation.required',
      'areas.0.rules.1.fee': 'validation.required',
      'areas.0.rules.2.value': 'validation.required',
      'areas.0.rules.3.quantity': 'validation.required',
      'areas.0.rules.4.type': 'validation.required',
      'areas.1.rules': 'validation.needOneRule',
      'areas.2.area': 'validation.required',
    });
    const none = await t.call('POST', '/api/delivery-templates', {
      as: 'admin',
      body: { name: 'x', areas: [] },
    });
    expect(none.json().fields).toEqual({ areas: 'validation.needOneArea' });
  });

  it('asks a fee of flat and up_to rules only: the free-from rules save without one, and keep one given', async () => {
    const body = (rules: unknown[]) => ({
      name: `free rules ${rules.length}`,
      areas: [{ area: pudong, rules }],
    });
    const bare = await t.call('POST', '/api/delivery-templates', {
      as: 'product-manager',
      body: body([
        { type: 'free_after_quantity', quantity: 5 },
        { type: 'free_after_value', value: 20000 },
      ]),
    });
    expect(bare.statusCode, bare.body).toBe(201);
    expect(bare.json().areas[0].rules).toEqual([
      { type: 'free_after_quantity', quantity: 5, fee: null, value: null },
      { type: 'free_after_value', quantity: null, fee: null, value: 20000 },
    ]);
    const withFee = await t.call('POST', '/api/delivery-templates', {
      as: 'admin',
      body: body([
        { type: 'free_after_value', value: 20000, fee: 900 },
        { type: 'flat', fee: 1200 },
        { type: 'up_to', quantity: 3 },
      ]),
    });
    expect(withFee.statusCode).toBe(400);
    expect(withFee.json().fields).toEqual({ 'areas.0.rules.2.fee': 'validation.required' });
  });

  it('refuses unknown and repeated areas', async () => {
    const rules = [{ type: 'flat', fee: 1000 }];
    const r = await t.call('POST', '/api/delivery-templates', {
      as: 'admin',
      body: {
        name: 'x',
        areas: [
          { area: pudong, rules },
          { area: '00000000-0000-4000-8000-000000000000', rules },
          { area: pudong, rules },
        ],
      },
    });
    expect(r.statusCode).toBe(400);
    expect(r.json().fields).toEqual({
      'areas.1.area': 'validation.unknownArea',
      'areas.2.area': 'validation.duplicateArea',
    });
  });

  it('creates (201), keeping only the inputs each rule type uses, and audits', async () => {
    const r = await t.call('POST', '/api/delivery-templates', {
      as: 'community-manager',
      body: {
        name: 'Pudong weekend',
        areas: [
          {
            area: pudong,
            rules: [
              { type: 'flat', fee: 1200, quantity: 9 },
              { type: 'up_to', quantity: 2, fee: 800 },
            ],
          },
        ],
      },
    });
    expect(r.statusCode).toBe(201);
    const tpl = r.json();
    id = tpl.id;
    expect(tpl).toMatchObject({ name: 'Pudong weekend', status: 'available' });
    expect(tpl.areas).toEqual([
      {
        area: pudong,
        rules: [
          { type: 'flat', quantity: null, fee: 1200, value: null },
          { type: 'up_to', quantity: 2, fee: 800, value: null },
        ],
      },
    ]);
    expect((await t.call('GET', `/api/delivery-templates/${id}/details`, { as: 'logistic' })).json()).toEqual(
      tpl,
    );
    const audit = await t.db.selectFrom('audit_log').selectAll().where('entity_id', '=', id).execute();
    expect(audit.map((a) => a.action)).toEqual(['create']);
  });

  it('updates the whole template', async () => {
    const r = await t.call('PUT', `/api/delivery-templates/${id}`, {
      as: 'admin',
      body: {
        name: 'Pudong & Xuhui weekend',
        areas: [{ area: xuhui, rules: [{ type: 'free_after_value', value: 20000, fee: 900 }] }],
        version: await versionNow(t, `/api/delivery-templates/${id}/details`),
      },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().name).toBe('Pudong & Xuhui weekend');
    expect(r.json().areas[0].area).toBe(xuhui);
  });

  it('discontinues with a status-only update: gone from the list, still readable', async () => {
    const bad = await t.call('PUT', `/api/delivery-templates/${id}`, {
      as: 'admin',
      body: { status: 'gone', version: await versionNow(t, `/api/delivery-templates/${id}/details`) },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ status: 'validation.invalid' });
    const r = await t.call('PUT', `/api/delivery-templates/${id}`, {
      as: 'admin',
      body: { status: 'discontinued', version: await versionNow(t, `/api/delivery-templates/${id}/details`) },
    });
    expect(r.statusCode).toBe(200);
    expect(r.json().status).toBe('discontinued');
    const names = ((await list()).json() as { id: string }[]).map((x) => x.id);
    expect(names).not.toContain(id);
    expect((await t.call('GET', `/api/delivery-templates/${id}/details`, { as: 'admin' })).statusCode).toBe(
      200,
    );
    const last = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(last).toMatchObject({
      action: 'discontinue',
      before: { status: 'available' },
      after: { status: 'discontinued' },
    });
  });

  it('is closed to roles outside delivery', async () => {
    for (const role of ['designer', 'finance', 'customer-hero'] as const) {
      expect((await t.call('POST', '/api/delivery-templates', { as: role, body: {} })).statusCode).toBe(403);
    }
  });
});
