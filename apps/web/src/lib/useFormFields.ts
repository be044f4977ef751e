import { useState, type ChangeEvent } from 'react';
import { validateForm, type FieldErrors, type SafeParser } from './fieldErrors';

/**
 * Values and messages of a small text form. `field(name)` gives the props of a Mantine input; editing a field
 * clears its message; `validate(schema)` shows every message at once and returns the parsed data or null;
 * `showError(name, message)` shows what the server said of one field.
 */
export function useFormFields<K extends string>(initial: Record<K, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<K>>({});

  const field = (name: K) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = event.currentTarget.value;
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => ({ ...previous, [name]: undefined }));
    },
  });

  const validate = <T>(schema: SafeParser<T>): T | null => {
    const result = validateForm<T, K>(schema, values);
    setErrors(result.ok ? {} : result.errors);
    return result.ok ? result.data : null;
  };

  const showError = (name: K, message: string) => setErrors((previous) => ({ ...previous, [name]: message }));

  return { values, field, validate, showError };
}
