import type { Screen } from './resource.ts';

/**
 * A block of screens as the generated screens files write it (domain/<entity>/screens.generated.ts):
 * the literals keep their types, so the menu still checks each label and icon. Only a type is
 * imported, so the login's download gets the screens without the declarations behind them.
 */
export const screens = <const S extends Record<string, Screen>>(s: S): S => s;
