import { createContext } from 'react';
import type { Form } from './useForm.ts';

/**
 * The form a field belongs to: fields find it here instead of threading it through props. In a
 * module of its own: an input that may stand outside a form (a list's day filter) reads it without
 * loading the form's state library with it.
 */
export const FormContext = createContext<Form<unknown> | null>(null);
