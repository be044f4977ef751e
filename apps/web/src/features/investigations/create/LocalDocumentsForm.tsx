import { Button, FileInput, Group, Stack, TextInput } from '@mantine/core';
import type { UploadResult } from '@quarry/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { MessageListDialog } from '../../../components/dialog';
import { FormMessage } from '../../../components/layout';
import { textLines } from '../../../lib/textLines';
import { refreshInvestigations } from '../investigationQueries';
import { createLabel, LOCAL_DOCUMENT_EXTENSIONS } from './createLabels';
import { localDocumentsErrors, uploadLocalDocuments, type LocalDocumentsInput } from './localDocumentsCall';
import { serverMessageOf, useOpenCreated } from './useCreateInvestigation';

/**
 * Local documents: a title and the files to read. The server stores the files and its harvest reads them (records
 * it cannot read are told in the investigation's status reason); files refused at once, being no bibliographic
 * format, are listed after creating, and when no file was usable the errors stay on the form.
 */
export function LocalDocumentsForm() {
  const queryClient = useQueryClient();
  const openCreated = useOpenCreated();
  const [input, setInput] = useState<LocalDocumentsInput>({ title: '', files: [] });
  const [errors, setErrors] = useState<ReturnType<typeof localDocumentsErrors>>({});
  const [answer, setAnswer] = useState<UploadResult | null>(null);
  const mutation = useMutation({
    mutationFn: (value: LocalDocumentsInput) => uploadLocalDocuments(value.title.trim(), value.files),
    onSuccess: async (result) => {
      await refreshInvestigations(queryClient);
      const first = result.created[0];
      if (first && result.errors.length === 0) openCreated(first.id);
      else setAnswer(result);
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const found = localDocumentsErrors(input, createLabel);
    setErrors(found);
    if (Object.keys(found).length === 0) mutation.mutate(input);
  };

  const created = answer?.created[0];
  const serverMessage = serverMessageOf(mutation.error);
  const formErrors = serverMessage ? textLines(serverMessage) : answer && !created ? answer.errors : [];
  return (
    <form onSubmit={submit} noValidate aria-label="Local documents">
      <Stack gap="md">
        {formErrors.map((error, index) => (
          <FormMessage key={index}>{error}</FormMessage>
        ))}
        <TextInput
          label={createLabel.title}
          value={input.title}
          error={errors.title}
          onChange={(event) => {
            const title = event.currentTarget.value;
            setInput((previous) => ({ ...previous, title }));
          }}
        />
        <FileInput
          label={createLabel.files}
          description={createLabel.filesDescription}
          placeholder={createLabel.filesPlaceholder}
          multiple
          clearable
          accept={LOCAL_DOCUMENT_EXTENSIONS}
          value={input.files}
          error={errors.files}
          onChange={(files) => setInput((previous) => ({ ...previous, files }))}
        />
        <Group justify="flex-end">
          <Button type="submit" disabled={mutation.isPending} miw={120}>
            {mutation.isPending ? createLabel.working : createLabel.next}
          </Button>
        </Group>
      </Stack>
      <MessageListDialog
        opened={Boolean(created)}
        onClose={() => created && openCreated(created.id)}
        title={createLabel.recordErrorsTitle}
        messages={answer?.errors ?? []}
      />
    </form>
  );
}
