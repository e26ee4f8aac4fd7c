import type { ApiRule } from '../permissions.ts';
import type { Role } from '../roles.ts';

export const pub: ApiRule = { access: 'public' };
export const anyone: ApiRule = { access: 'authenticated' };
export const roles = (access: readonly Role[], scoped = false): ApiRule => ({ access, scoped });
