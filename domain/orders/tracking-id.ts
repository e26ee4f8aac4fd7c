import * as v from 'valibot';
import { MSG } from '../schemas/common.ts';
import { text } from '../schemas/shared.ts';

/** A tracking number is at most this long (the order's field). */
export const TRACKING_ID_MAX = 100;

/**
 * What no tracking number holds: control characters, and format characters, which draw nothing
 * (zero-width spaces, a soft hyphen) or turn the text around (a right-to-left override shows
 * "YT‮4321" as "YT1234"). A tracking number is read over the phone, searched and pasted into a
 * carrier's site: one that is not what it looks like finds no parcel.
 */
export const hasHiddenCharacter = (s: string): boolean => /[\p{Cc}\p{Cf}]/u.test(s);

/** A tracking number as every writer takes it: trimmed, at most TRACKING_ID_MAX, nothing hidden. */
export const trackingIdText = () =>
  v.pipe(
    text(TRACKING_ID_MAX),
    v.check((s) => !hasHiddenCharacter(s), MSG.invalidCharacter),
  );

/** The same, optional, '' when absent (an order's body). */
export const optTrackingId = () => v.optional(trackingIdText(), '');
