import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { parse } from '../errors.ts';

/**
 * The body of a route that declares one (domain/<entity>/resource.ts) is parsed by the route before its
 * handler runs (serve()), with `parse`'s 400 naming each bad field; the handler reads the output
 * with `bodyOf`. A handler that must look at something else first (the row's community before the
 * body, a body whose shape is chosen by its keys or by the row) says so with `ownBody` and parses
 * its body itself.
 */
const parsedWith = new WeakMap<FastifyRequest, v.GenericSchema>();

/** Parses the request's body with `schema` and keeps the output in its place. */
export function parseBody(request: FastifyRequest, schema: v.GenericSchema): void {
  request.body = parse(schema, request.body);
  parsedWith.set(request, schema);
}

/**
 * The parsed body, typed by the schema the route parsed it with; a schema other than the
 * declared one is a mistake of the server's (a 500), never a body read unchecked.
 */
export function bodyOf<S extends v.GenericSchema>(request: FastifyRequest, schema: S): v.InferOutput<S> {
  if (parsedWith.get(request) !== schema)
    throw new Error(
      `${request.method} ${request.routeOptions.url}: the body was not parsed with this schema`,
    );
  return request.body as v.InferOutput<S>;
}

export const OWN_BODY = Symbol('own body');
export const BEFORE_PARSE = Symbol('before parse');

/** Marks a handler that parses its declared body itself (why: a comment where it is used). */
export const ownBody = <H extends object>(h: H): H => Object.assign(h, { [OWN_BODY]: true });

/** Runs `fill` on the raw body before the route parses it (a default the schema cannot give). */
export const beforeParse = <H extends object>(h: H, fill: (request: FastifyRequest) => Promise<void>): H =>
  Object.assign(h, { [BEFORE_PARSE]: fill });

/** A `beforeParse` fill: a call sent without a body is read as an empty one (its fields required). */
export const emptyWhenMissing = async (request: FastifyRequest): Promise<void> => {
  request.body ??= {};
};
