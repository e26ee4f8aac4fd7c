import { createContext, useContext } from 'react';
import type { Form } from './useForm.ts';

/** The form a field belongs to: fields find it here instead of threading it through props. */
export const FormContext = createContext<Form<unknown> | null>(null);

export function useFormContext(): Form<unknown> {
  const f = useContext(FormContext);
  if (!f) throw new Error('A field must be rendered inside <FormPage> or <FormContext.Provider>');
  return f;
}
