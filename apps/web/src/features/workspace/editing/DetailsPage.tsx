import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import {
  CUSTOM_PUBLICATION_TYPE,
  MAX_DOCUMENT_ABSTRACT,
  MAX_DOCUMENT_FIELD,
  MAX_DOCUMENT_TITLE,
  fullTextExtensions,
  publicationTypeGroups,
} from '@quarry/contract';
import { useState } from 'react';
import { UploadFileDialog } from '../../../components/upload';
import {
  choosePublicationType,
  issueOf,
  pickerValue,
  type DocumentForm,
  type FormIssue,
  type TextField,
} from './documentForm';
import { editingText, fieldLabel } from './editingLabels';
import { fullTextProblem } from './fullTextFile';
import { ISSUE } from './issueMarker';

/** Every group and item of doc 2 §3, and the custom free-text option. */
const publicationTypeData = [
  ...publicationTypeGroups.map(({ group, items }) => ({ group, items: [...items] })),
  { group: editingText.customGroup, items: [{ value: CUSTOM_PUBLICATION_TYPE, label: editingText.customOption }] },
];

interface DetailsPageProps {
  form: DocumentForm;
  change: (next: DocumentForm) => void;
  issues: readonly FormIssue[];
  fullTextFile: File | null;
  onFullTextFile: (file: File | null) => void;
}

/** The Details page (doc 2 §5): the document's fields, each rule's message under its field as the user types. */
export function DetailsPage({ form, change, issues, fullTextFile, onFullTextFile }: DetailsPageProps) {
  const [choosing, setChoosing] = useState(false);
  const text = (field: TextField, max = MAX_DOCUMENT_FIELD) => ({
    label: fieldLabel[field],
    value: form[field],
    maxLength: max,
    onChange: (event: { currentTarget: { value: string } }) => change({ ...form, [field]: event.currentTarget.value }),
    error: issueOf(issues, field),
    errorProps: ISSUE,
  });
  return (
    <Stack gap="sm">
      <TextInput {...text('title', MAX_DOCUMENT_TITLE)} required />
      <Textarea {...text('abstract', MAX_DOCUMENT_ABSTRACT)} autosize minRows={3} maxRows={8} />
      <TextInput {...text('url')} required placeholder="https://" />
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput {...text('fullTextUrl')} placeholder="https://" style={{ flex: 1 }} />
        <Button variant="default" onClick={() => setChoosing(true)}>
          {editingText.chooseFullText}
        </Button>
      </Group>
      {fullTextFile && (
        <Group gap="xs">
          <Text size="sm" data-testid="chosen-full-text">
            {editingText.fullTextChosen(fullTextFile.name)}
          </Text>
          <Button variant="subtle" size="xs" onClick={() => onFullTextFile(null)}>
            {editingText.dropFullText}
          </Button>
        </Group>
      )}
      <SimpleGrid cols={2} spacing="sm">
        <TextInput {...text('doi')} />
        <TextInput {...text('date')} description={editingText.dateHint} />
        <TextInput {...text('journal')} />
        <TextInput {...text('publisher')} />
        <TextInput {...text('volume')} />
        <TextInput {...text('issue')} />
        <TextInput {...text('firstPage')} />
        <TextInput {...text('lastPage')} />
        <TextInput {...text('originalLanguage')} maxLength={20} />
        <Select
          label={editingText.publicationType}
          data={publicationTypeData}
          value={pickerValue(form)}
          onChange={(value) => change(choosePublicationType(form, value))}
          clearable
          // Inside the dialog: a dropdown in a portal would open below the dialog's layer.
          comboboxProps={{ withinPortal: false }}
          maxDropdownHeight={320}
        />
      </SimpleGrid>
      {form.customPublicationType && (
        <TextInput
          label={editingText.customPublicationType}
          value={form.publicationType}
          maxLength={500}
          onChange={(event) => change({ ...form, publicationType: event.currentTarget.value })}
          error={issueOf(issues, 'publicationType')}
          errorProps={ISSUE}
          required
        />
      )}
      <UploadFileDialog
        opened={choosing}
        title={editingText.chooseFullText}
        accept={fullTextExtensions.join(',')}
        hint={editingText.fullTextHint}
        check={fullTextProblem}
        onUpload={async (file) => onFullTextFile(file)}
        onClose={() => setChoosing(false)}
      />
    </Stack>
  );
}
