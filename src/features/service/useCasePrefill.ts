import { useEffect, useState } from 'react';

/**
 * A new claim or refund opened from an order (or a refund from its claim) shows once what it
 * takes from them is read: shown empty and filled later, it would refuse a Ctrl+S pressed
 * meanwhile ("Please fix the errors", then the errors cleared by the values arriving) and
 * overwrite what was typed meanwhile. True while reading; a read that fails leaves the form empty
 * to be filled by hand.
 */
export function useCasePrefill(active: boolean, read: () => Promise<void>): boolean {
  const [reading, setReading] = useState(active);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the linked records are read once, as the page opens
  useEffect(() => {
    if (!active) return;
    void read()
      .catch(() => undefined)
      .finally(() => setReading(false));
  }, []);
  return reading;
}
