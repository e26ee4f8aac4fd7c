/**
 * Dotted paths ("areas.0.rules.1.fee") address form values (react-hook-form names them so too).
 * They are the same paths valibot issues and the API's `fields` use (domain/schemas/common.ts
 * issueFields), so an error from either lands under the right input.
 */

/** Errors of one path's subtree, e.g. every error inside "areas.2" when that row is removed. */
export function withoutPrefix(errors: Record<string, string>, prefix: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) if (k !== prefix && !k.startsWith(`${prefix}.`)) out[k] = v;
  return out;
}

/** A stable id for an input, so labels, error focus and e2e tests can find it. */
export const fieldId = (path: string) => `field-${path.replaceAll('.', '-')}`;
