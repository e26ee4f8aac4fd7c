import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { badRequest, HttpError } from '../errors.ts';

const KeyHeader = v.pipe(v.string(), v.minLength(8), v.maxLength(200), v.regex(/^[\w.:-]+$/));

/**
 * An Idempotency-Key as stored: scoped to the member who sent it (another member's key never
 * finds, reveals or returns that record) and bound to the body it came with (the same key with
 * another body is a client bug, answered 422 rather than with the first record).
 */
export interface IdempotencyKey {
  value: string;
  bodyHash: string;
}

/** The request's key, or undefined without the header; a malformed one is a 400. */
export function idempotencyKey(
  header: string | string[] | undefined,
  userId: string,
  body: unknown,
): IdempotencyKey | undefined {
  if (header === undefined) return undefined;
  if (!v.is(KeyHeader, header)) {
    throw badRequest({ 'Idempotency-Key': 'validation.invalid' }, 'errors.badIdempotencyKey');
  }
  // the parsed body: its keys in schema order, so two spellings of one record hash alike
  const bodyHash = createHash('sha256').update(JSON.stringify(body)).digest('base64url');
  return { value: `${userId}:${header}`, bodyHash };
}

/** 422: a key already spent on another body or another call. */
export const keyReused = () =>
  new HttpError('unprocessable', 'errors.idempotencyKeyReused', {
    fields: { 'Idempotency-Key': 'validation.idempotencyKeyReused' },
  });

/** A stored record's key met again: its body must be the one that made the record. */
export function assertSameBody(key: IdempotencyKey, storedHash: string | null): void {
  if (storedHash !== null && storedHash !== key.bodyHash) throw keyReused();
}
