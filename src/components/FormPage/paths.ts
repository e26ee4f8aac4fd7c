/**
 * Dotted paths ("areas.0.rules.1.fee") address form values. They are the same paths valibot
 * issues and the API's `fields` use (domain/schemas/common.ts issueFields), so an error from
 * either lands under the right input.
 */
export function getIn(obj: unknown, path: string): unknown {
  let v: unknown = obj;
  for (const key of path.split('.')) {
    if (v === null || v === undefined || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

/** Immutable set: copies each object or array on the way down, leaves the rest shared. */
export function setIn<T>(obj: T, path: string, value: unknown): T {
  const [head, ...rest] = path.split('.');
  const key = head!;
  const container: unknown = obj ?? (/^\d+$/.test(key) ? [] : {});
  const copy = (Array.isArray(container) ? [...container] : { ...(container as object) }) as Record<
    string,
    unknown
  >;
  copy[key] = rest.length ? setIn(copy[key], rest.join('.'), value) : value;
  return copy as T;
}

/** Errors of one path's subtree, e.g. every error inside "areas.2" when that row is removed. */
export function withoutPrefix(errors: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) if (k !== prefix && !k.startsWith(`${prefix}.`)) out[k] = v;
  return out;
}

/** A stable id for an input, so labels, error focus and e2e tests can find it. */
export const fieldId = (path: string) => `field-${path.replaceAll('.', '-')}`;
