import { Alert, Textarea, TextInput } from '@mantine/core';
import type { DataSource } from '@quarry/contract';
import type { FieldErrors } from '../../../lib/fieldErrors';
import { AffiliationField } from './AffiliationField';
import { CountryField } from './CountryField';
import type { FieldSpec } from './createFields';
import type { FormValues } from './createForms';
import { SourcesField } from './SourcesField';

interface CreateFormFieldProps {
  spec: FieldSpec;
  values: FormValues;
  errors: FieldErrors<string>;
  sources: readonly DataSource[];
  setValue: (name: string, value: string | boolean) => void;
}

const text = (value: string | boolean | undefined): string => (typeof value === 'string' ? value : '');

/** One field of a create form, with its message under it. */
export function CreateFormField({ spec, values, errors, sources, setValue }: CreateFormFieldProps) {
  switch (spec.kind) {
    case 'sources':
      return (
        <SourcesField
          sources={sources}
          publications={values.includePublications === true}
          webPages={values.includeWebPages === true}
          error={errors.includePublications}
          onChange={setValue}
        />
      );
    case 'notice':
      return (
        <Alert color="blue" variant="light">
          {spec.text}
        </Alert>
      );
    case 'affiliation':
      return (
        <AffiliationField
          label={spec.label}
          value={text(values[spec.name])}
          country={text(values[spec.countryField])}
          error={errors[spec.name]}
          onChange={(value) => setValue(spec.name, value)}
        />
      );
    case 'country':
      return (
        <CountryField
          label={spec.label}
          value={text(values[spec.name])}
          error={errors[spec.name]}
          onChange={(value) => setValue(spec.name, value)}
        />
      );
    case 'lines':
      return (
        <Textarea
          label={spec.label}
          description={spec.description}
          value={text(values[spec.name])}
          error={errors[spec.name]}
          onChange={(event) => setValue(spec.name, event.currentTarget.value)}
          autosize
          minRows={4}
          maxRows={12}
        />
      );
    case 'year':
    case 'text':
      return (
        <TextInput
          label={spec.label}
          placeholder={spec.kind === 'text' ? spec.placeholder : undefined}
          inputMode={spec.kind === 'year' ? 'numeric' : undefined}
          maxLength={spec.kind === 'year' ? 4 : undefined}
          value={text(values[spec.name])}
          error={errors[spec.name]}
          onChange={(event) => setValue(spec.name, event.currentTarget.value)}
        />
      );
  }
}
