import { useCallback, useContext, useEffect, useState } from 'react';
import { FormContext } from '../FormPage/formContext.ts';

/**
 * The parse error of an input whose text is not a value yet ("12.3.4" in a money field). It is
 * registered with the form only while the input is mounted, under the input's current path: when
 * a row above is removed it moves with its row, and when the input goes (its row removed, or a
 * rule type that no longer uses it) it goes too, so it can never block a save without showing.
 * An input that may also stand outside a form (a day input in a list's filters) registers
 * nothing there, nor without a path. `quiet`: see `Form.setLocalError`.
 */
export function useParseError(path: string | undefined): (key: string | undefined, quiet?: boolean) => void {
  const setLocalError = useContext(FormContext)?.setLocalError;
  const [key, setKey] = useState<string | undefined>();
  const [quiet, setQuiet] = useState(false);
  useEffect(() => {
    if (!key || !path || !setLocalError) return;
    setLocalError(path, key, quiet);
    return () => setLocalError(path, undefined);
  }, [path, key, quiet, setLocalError]);
  return useCallback((next: string | undefined, stillTyping = false) => {
    setKey(next);
    setQuiet(stillTyping);
  }, []);
}
