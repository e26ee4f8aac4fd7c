import type { KeyboardEvent } from 'react';

/**
 * Enter in a date input takes the typed date; it must not also submit the form around it. Only
 * for keys from inside the fieldset on the page: the calendar is rendered elsewhere (a portal) but
 * its keys bubble here through React, and Enter on one of its days must pick it.
 */
export function keepForm(e: KeyboardEvent): void {
  if (e.key === 'Enter' && e.target instanceof Node && e.currentTarget.contains(e.target)) e.preventDefault();
}
