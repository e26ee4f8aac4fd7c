import type { LightMyRequestResponse } from 'fastify';

/** The bearer token of a demo account, from POST /api/auth/login of a running server. */
export async function loginToken(base: string, role: string, password: string): Promise<string> {
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `${role}@demo.comptoir`, password }),
  });
  if (r.status !== 200) throw new Error(`login as ${role}: ${r.status}`);
  return ((await r.json()) as { token: string }).token;
}

/**
 * One call to a running server, shaped as the answer checker (test/server/answer-check.ts) reads
 * it. A body that is not a string is sent as JSON; a string is sent as it is.
 */
export async function send(
  base: string,
  method: string,
  url: string,
  token: string,
  body?: unknown,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const call = () => fetch(base + url, { method, headers, body: payload });
  let r = await call();
  // the rate limit (docs/operations.md) is the server working: wait as told, at most three times
  for (let i = 0; r.status === 429 && i < 3; i++) {
    await new Promise((done) => setTimeout(done, 1000 * Number(r.headers.get('retry-after') ?? 1)));
    r = await call();
  }
  const raw = Buffer.from(await r.arrayBuffer());
  // fetch has undone the compression already: the check reads the plain body
  const h = Object.fromEntries([...r.headers].filter(([k]) => k !== 'content-encoding'));
  return {
    statusCode: r.status,
    headers: h,
    body: raw.toString('utf8'),
    rawPayload: raw,
  } as unknown as LightMyRequestResponse;
}
