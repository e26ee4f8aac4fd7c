import { ACTIONS } from '../actions.ts';
import { defineCells } from '../cells.ts';
import { requiredText } from '../schemas/common.ts';
import type { DeliveryTemplate } from './schema.ts';

/**
 * The delivery templates list's editable cell: the name, for the roles of
 * the template form. Areas and rules are nested lists (the form's); discontinuing takes the
 * template off the list, so it stays the form's button.
 */
export const TEMPLATE_CELLS = defineCells<DeliveryTemplate>({
  entity: 'delivery_template',
  cells: {
    name: {
      editor: 'text',
      schema: requiredText(120),
      roles: ACTIONS['delivery.write'],
      get: (t) => t.name,
    },
  },
});
