import { useEffect, useRef } from 'react';
import type { Form } from './useForm.ts';

/**
 * Puts a loaded record into the form as its baseline. A newer copy of the record (refetched after
 * an invalidation: our own save, a change feed) replaces the values only while the user has not
 * edited: edits are never overwritten under their hands, and an untouched form follows the server
 * (including the version a save sends back).
 */
export function useRecordValues<V, T>(form: Form<V>, data: T | null, from: (record: T) => V): void {
  const { reset, dirty } = form;
  const edited = useRef(dirty);
  edited.current = dirty;
  const fromRef = useRef(from);
  fromRef.current = from;
  useEffect(() => {
    if (data && !edited.current) reset(fromRef.current(data));
  }, [data, reset]);
}
