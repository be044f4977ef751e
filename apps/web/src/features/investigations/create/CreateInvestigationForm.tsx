import { Button, Group, Stack } from '@mantine/core';
import { investigationKindInfo } from '@quarry/contract';
import { useState, type FormEvent } from 'react';
import { FormMessage } from '../../../components/layout';
import { createForms, type FormType } from './createForms';
import { CreateFormField } from './CreateFormField';
import { createLabel } from './createLabels';
import { useCreateForm } from './useCreateForm';
import { useCreateInvestigation } from './useCreateInvestigation';

/** The form of one type (doc 1 §3, §5): validated with the contract's schema, sent with Next. */
export function CreateInvestigationForm({ type }: { type: FormType }) {
  const [form] = useState(createForms[type]);
  const { values, errors, setValue, prepare } = useCreateForm(form);
  const { create, working, serverMessage } = useCreateInvestigation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (working) return;
    const send = prepare();
    if (send) create(send);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={investigationKindInfo[type].label}>
      <Stack gap="md">
        {serverMessage && <FormMessage>{serverMessage}</FormMessage>}
        {form.fields.map((spec, index) => (
          <CreateFormField
            key={'name' in spec ? spec.name : `${spec.kind}-${index}`}
            spec={spec}
            values={values}
            errors={errors}
            sources={investigationKindInfo[type].sources}
            setValue={setValue}
          />
        ))}
        <Group justify="flex-end">
          <Button type="submit" disabled={working} miw={120}>
            {working ? createLabel.working : createLabel.next}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
