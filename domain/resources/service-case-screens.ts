import type { Role } from '../roles.ts';

/**
 * The create and edit screens of a service case (a claim, a refund): one form page, at `<list>/create`
 * and `<list>/:<param>`, open to the roles of its list. The paths stay literal types so that
 * screenUrl still types the edit screen's parameter.
 */
export function caseFormScreens<const L extends string, const P extends string>(
  list: L,
  param: P,
  roles: readonly Role[],
  page: string,
) {
  return {
    create: { path: `${list}/create` as `${L}/create`, roles, page },
    edit: { path: `${list}/:${param}` as `${L}/:${P}`, roles, page },
  };
}
