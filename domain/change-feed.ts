import * as v from 'valibot';

/**
 * The change feed of the lists, on the live socket (GET /api/live) beside the offer streams: a
 * socket that sends `watch` follows record changes of those resources. Protocol in docs/live.md.
 */

/** client → server: follow these resources (keys of the declarations, domain/<entity>/resource.ts); resent with a fresh token */
export const WatchMessage = v.object({
  type: v.literal('watch'),
  token: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
  resources: v.pipe(v.array(v.pipe(v.string(), v.maxLength(60))), v.maxLength(50)),
});
export type WatchMessage = v.InferOutput<typeof WatchMessage>;

/** server → client: the resources this socket now follows (those the caller may list) */
export const WatchingMessage = v.object({
  type: v.literal('watching'),
  resources: v.array(v.string()),
  expiresIn: v.optional(v.number()),
});

/**
 * server → client: a record of a followed resource changed; sent only to callers who may read it
 * (role, communities). `id` empty: changes may have been missed, refresh what you show.
 */
export const ChangeMessage = v.object({
  type: v.literal('CHANGE'),
  resource: v.string(),
  id: v.string(),
  version: v.optional(v.number()),
});
export type RecordChange = v.InferOutput<typeof ChangeMessage>;

export const FeedMessage = v.variant('type', [
  WatchingMessage,
  ChangeMessage,
  v.object({ type: v.literal('pong') }),
  v.object({ type: v.literal('error'), error: v.string(), message: v.string() }),
]);
export type FeedMessage = v.InferOutput<typeof FeedMessage>;

function parse<S extends v.GenericSchema>(schema: S, raw: string): v.InferOutput<S> | undefined {
  try {
    const r = v.safeParse(schema, JSON.parse(raw));
    return r.success ? r.output : undefined;
  } catch {
    return undefined;
  }
}

export const parseWatch = (raw: string) => parse(WatchMessage, raw);
export const parseFeedMessage = (raw: string) => parse(FeedMessage, raw);
