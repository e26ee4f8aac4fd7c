import { opKey } from './resource.ts';
import { RESOURCES } from './resources.generated.ts';
import type { Role } from './roles.ts';

export { ACTIONS, type Action, can } from './actions.ts';

/**
 * Who may call each API route. Keys are `METHOD /fastify/path`. `public` needs no token,
 * `authenticated` any valid session; otherwise the listed roles. `scoped` means rows are kept to
 * the caller's communities (admin and super-admin see all); the server's registration refuses a
 * scoped operation whose handler does not scope. The rules come from the resource declarations
 * (domain/<entity>/resource.ts): an operation is declared once, with its path and its roles.
 */
export type ApiRule =
  | { access: 'public' }
  | { access: 'authenticated'; scoped?: boolean }
  | { access: readonly Role[]; scoped?: boolean };

export const API_RULES: Record<string, ApiRule> = Object.fromEntries(
  RESOURCES.flatMap((r) =>
    Object.values(r.ops).map((op) => {
      const rule: ApiRule =
        op.access === 'public' ? { access: 'public' } : { access: op.access, scoped: op.scoped === true };
      return [opKey(op), rule];
    }),
  ),
);

export function ruleFor(method: string, path: string): ApiRule | undefined {
  return API_RULES[`${method.toUpperCase()} ${path}`];
}

export function allows(rule: ApiRule, role: Role | undefined): boolean {
  if (rule.access === 'public') return true;
  if (role === undefined) return false;
  if (rule.access === 'authenticated') return true;
  return rule.access.includes(role);
}
