import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { investigationsApi, MAX_AFFILIATION_SUGGESTIONS } from '@quarry/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api';
import { accentInsensitiveFilter } from '../../../lib/accentInsensitiveFilter';

/** Suggestions start at this many characters. */
const MIN_QUERY_LENGTH = 2;
const DEBOUNCE_MS = 300;

interface AffiliationFieldProps {
  label: string;
  value: string;
  country: string;
  error?: string;
  onChange: (value: string) => void;
}

/**
 * The University name, with institution names containing the text as suggestions (doc 1 §2: "contains", at most
 * 40), asked of the server once typing pauses. Suggestions are a help: a failed call is ignored.
 */
export function AffiliationField({ label, value, country, error, onChange }: AffiliationFieldProps) {
  const [text] = useDebouncedValue(value.trim(), DEBOUNCE_MS);
  const [countryText] = useDebouncedValue(country.trim(), DEBOUNCE_MS);
  const suggestions = useQuery({
    queryKey: ['affiliations', text, countryText],
    queryFn: ({ signal }) =>
      callApi(investigationsApi.affiliations, {
        query: { q: text, country: countryText || undefined },
        silent: true,
        signal,
      }),
    enabled: text.length >= MIN_QUERY_LENGTH,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const data = value.trim().length >= MIN_QUERY_LENGTH ? [...new Set(suggestions.data ?? [])] : [];

  return (
    <Autocomplete
      label={label}
      value={value}
      onChange={onChange}
      data={data}
      limit={MAX_AFFILIATION_SUGGESTIONS}
      filter={accentInsensitiveFilter}
      error={error}
      autoComplete="off"
    />
  );
}
