import { useState } from 'react';
import type { FieldErrors } from '../../../lib/fieldErrors';
import type { CreateForm, FormValues } from './createForms';

/** The values and messages of a create form; changing a field clears its message (and the sources' one). */
export function useCreateForm(form: CreateForm) {
  const [values, setValues] = useState<FormValues>(form.initial);
  const [errors, setErrors] = useState<FieldErrors<string>>({});

  const setValue = (name: string, value: string | boolean) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    // The "select at least one data source" message sits under the sources, keyed by includePublications.
    const cleared = name === 'includeWebPages' ? 'includePublications' : name;
    setErrors((previous) => ({ ...previous, [cleared]: undefined }));
  };

  /** Shows every message at once; gives the call that creates the investigation when the form is valid. */
  const prepare = () => {
    const result = form.prepare(values);
    setErrors(result.ok ? {} : result.errors);
    return result.ok ? result.send : null;
  };

  return { values, errors, setValue, prepare };
}
