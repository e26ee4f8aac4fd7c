import { FOUNDATION_API } from './api-rules/foundation.ts';
import { LIVE_API } from './api-rules/live.ts';
import type { Role } from './roles.ts';

export { ACTIONS, type Action, can } from './actions.ts';

/**
 * Who may call each API route. Keys are `METHOD /fastify/path`. `public` needs no token,
 * `authenticated` any valid session; otherwise the listed roles. `scoped` means the handler
 * must also restrict rows to the caller's communities (admin and super-admin see all).
 * A test walks every registered route and fails when one is missing here.
 */
export type ApiRule =
  | { access: 'public' }
  | { access: 'authenticated'; scoped?: boolean }
  | { access: readonly Role[]; scoped?: boolean };

/** Each area declares its routes in its own file under api-rules/; this is their union. */
export const API_RULES: Record<string, ApiRule> = { ...FOUNDATION_API, ...LIVE_API };

export function ruleFor(method: string, path: string): ApiRule | undefined {
  return API_RULES[`${method.toUpperCase()} ${path}`];
}

export function allows(rule: ApiRule, role: Role | undefined): boolean {
  if (rule.access === 'public') return true;
  if (role === undefined) return false;
  if (rule.access === 'authenticated') return true;
  return rule.access.includes(role);
}
