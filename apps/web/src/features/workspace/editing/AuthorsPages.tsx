import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { bulkAuthorsText } from '@quarry/contract';
import { PlusIcon } from '../../../components/icons';
import {
  addAuthor,
  changeAuthor,
  effectiveAuthors,
  issueOf,
  removeAuthor,
  type DocumentForm,
  type FormIssue,
} from './documentForm';
import { editingText } from './editingLabels';
import { ISSUE } from './issueMarker';

interface PageProps {
  form: DocumentForm;
  change: (next: DocumentForm) => void;
  issues: readonly FormIssue[];
}

/** The Authors page (doc 2 §5): each author's name and affiliations (one a line), added and removed. */
export function AuthorsPage({ form, change, issues }: PageProps) {
  const problem = issueOf(issues, 'authors');
  return (
    <Stack gap="sm">
      {form.authors.length === 0 && (
        <Text size="sm" c="dimmed">
          {editingText.noAuthors}
        </Text>
      )}
      {form.authors.map((author, index) => (
        <Paper key={index} withBorder p="xs" data-testid="author-row">
          <Group align="flex-start" gap="xs" wrap="nowrap">
            <Stack gap={4} style={{ flex: 1 }}>
              <TextInput
                label={editingText.authorName}
                value={author.name}
                maxLength={500}
                onChange={(event) => change(changeAuthor(form, index, { name: event.currentTarget.value }))}
              />
              <Textarea
                label={editingText.affiliations}
                value={author.affiliations}
                autosize
                minRows={1}
                maxRows={5}
                onChange={(event) => change(changeAuthor(form, index, { affiliations: event.currentTarget.value }))}
              />
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={24}
              aria-label={editingText.removeAuthor(author.name)}
              onClick={() => change(removeAuthor(form, index))}
            >
              ×
            </ActionIcon>
          </Group>
        </Paper>
      ))}
      {problem && (
        <Text c="red" size="sm" {...ISSUE}>
          {problem}
        </Text>
      )}
      <Group>
        <Button variant="default" leftSection={<PlusIcon />} onClick={() => change(addAuthor(form))}>
          {editingText.addAuthor}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * The Authors in Bulk page (doc 2 §5): the list as text, one author a line; a list that drops a name of the Authors
 * page shows the precaution and is not taken.
 */
export function BulkAuthorsPage({ form, change, issues }: PageProps) {
  const value = form.bulkText ?? bulkAuthorsText(effectiveAuthors(form));
  return (
    <Textarea
      label={editingText.bulkAuthors}
      description={editingText.bulkHint}
      value={value}
      autosize
      minRows={8}
      maxRows={18}
      onChange={(event) => change({ ...form, bulkText: event.currentTarget.value })}
      error={issueOf(issues, 'bulkAuthors')}
      errorProps={ISSUE}
    />
  );
}
