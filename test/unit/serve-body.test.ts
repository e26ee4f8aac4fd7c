import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { defineResource } from '../../domain/resource.ts';
import { HttpError } from '../../server/errors.ts';
import { beforeParse, bodyOf, ownBody } from '../../server/resources/body.ts';
import { serve } from '../../server/resources/serve.ts';

const Named = v.strictObject({ name: v.pipe(v.string('validation.invalid'), v.trim()) });
const Other = v.strictObject({ name: v.string() });

const THINGS = defineResource({
  key: 'things',
  ops: {
    create: { method: 'POST', path: '/api/things', access: 'public', body: Named },
    raw: { method: 'POST', path: '/api/things/raw', access: 'public', body: Named },
    filled: { method: 'POST', path: '/api/things/filled', access: 'public', body: Named },
    wrong: { method: 'POST', path: '/api/things/wrong', access: 'public', body: Named },
  },
});

let app: FastifyInstance;
afterEach(() => app?.close());

function start(): FastifyInstance {
  app = Fastify();
  app.setErrorHandler((e, _request, reply) =>
    e instanceof HttpError
      ? reply.code(e.status).send(e.body())
      : reply.code(500).send({ error: 'internal' }),
  );
  serve(app, THINGS, {
    create: (request) => ({ got: bodyOf(request, Named).name }),
    raw: ownBody((request) => ({ raw: request.body })),
    filled: beforeParse(
      (request) => ({ got: bodyOf(request, Named).name }),
      async (request) => {
        request.body ??= { name: ' filled ' };
      },
    ),
    wrong: (request) => bodyOf(request, Other),
  });
  return app;
}

const post = (url: string, payload?: unknown) =>
  start().inject({ method: 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }) });

describe('serve() parses the declared body before the handler', () => {
  it('hands the handler the parsed output', async () => {
    const r = await post('/api/things', { name: '  Ada  ' });
    expect([r.statusCode, r.json()]).toEqual([200, { got: 'Ada' }]);
  });

  it('answers a body that fails the schema 400 naming the field, before the handler', async () => {
    const r = await post('/api/things', { name: 1 });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ error: 'bad_request', fields: { name: 'validation.invalid' } });
  });

  it('leaves the body of an ownBody handler as sent', async () => {
    const r = await post('/api/things/raw', { name: 1 });
    expect([r.statusCode, r.json()]).toEqual([200, { raw: { name: 1 } }]);
  });

  it('runs a beforeParse step on the raw body first', async () => {
    const r = await post('/api/things/filled');
    expect([r.statusCode, r.json()]).toEqual([200, { got: 'filled' }]);
  });

  it('refuses to hand a body as another schema than the one it was parsed with', async () => {
    const r = await post('/api/things/wrong', { name: 'Ada' });
    expect(r.statusCode).toBe(500);
  });

  it('refuses at start-up a body step on an operation that declares no body', () => {
    const NONE = defineResource({
      key: 'none',
      ops: { go: { method: 'POST', path: '/api/none', access: 'public' } },
    });
    app = Fastify();
    expect(() => serve(app, NONE, { go: ownBody(() => null) })).toThrow(/declares no body/);
  });
});
