import { Autocomplete } from '@mantine/core';
import { MAX_AFFILIATION_SUGGESTIONS } from '@quarry/contract';
import { countryNames } from './countryNames';
import { accentInsensitiveFilter } from '../../../lib/accentInsensitiveFilter';

interface CountryFieldProps {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** The University country, with country names containing the text as suggestions (at most 40, doc 1 §2). */
export function CountryField({ label, value, error, onChange }: CountryFieldProps) {
  return (
    <Autocomplete
      label={label}
      value={value}
      onChange={onChange}
      data={countryNames()}
      limit={MAX_AFFILIATION_SUGGESTIONS}
      filter={accentInsensitiveFilter}
      error={error}
      autoComplete="off"
    />
  );
}
