import { HttpError } from '../errors.ts';
import type { Admission } from './throttle.ts';

/** A refused password attempt as its answer: locked (429) or no hashing place free (503). */
export function admissionRefusal(admission: Exclude<Admission, { ok: true }>): HttpError {
  if (admission.reason === 'busy') {
    // every hashing place is taken: refused at once, so no request queues behind a storm
    return new HttpError('unavailable', 'errors.loginBusy', { headers: { 'retry-after': '1' } });
  }
  const wait = admission.retryAfter;
  return new HttpError('too_many_requests', 'errors.tooManyAttempts', {
    headers: { 'retry-after': String(wait) },
    details: { retryAfter: wait },
  });
}
