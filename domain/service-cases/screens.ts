import type { MenuPlacement, PalettePlacement } from '../resource.ts';
import type { Role } from '../roles.ts';

/**
 * The screens of a service case (a claim, a refund): its list at `list`, with a menu entry, and one
 * form page for create (`<list>/create`, offered by the palette) and edit (`<list>/:<param>`), all
 * open to the same roles.
 * The paths stay literal types so that screenUrl still types the edit screen's parameter.
 */
export function caseScreens<const L extends string, const P extends string>(
  list: L,
  param: P,
  roles: readonly Role[],
  pages: { list: string; form: string; menu: MenuPlacement; create: PalettePlacement },
) {
  return {
    list: { path: list, roles, page: pages.list, menu: pages.menu },
    create: { path: `${list}/create` as `${L}/create`, roles, page: pages.form, palette: pages.create },
    edit: { path: `${list}/:${param}` as `${L}/:${P}`, roles, page: pages.form },
  };
}
