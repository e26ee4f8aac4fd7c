import type { KeyboardEvent } from 'react';

/** Enter in a date input takes the typed date; it must not also submit the form around it. */
export function keepForm(e: KeyboardEvent): void {
  if (e.key === 'Enter') e.preventDefault();
}
