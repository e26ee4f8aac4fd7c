import type { ApiRule } from '../permissions.ts';

/** Routes of the live offer page and the order lifecycle (issue 4). */
export const LIVE_API: Record<string, ApiRule> = {};
