import { Alert, Box, Button, Center, Group, List, Loader, Modal, Tabs, Text } from '@mantine/core';
import {
  type Configuration,
  type ConfigurationPage,
  configurationIssues,
  configurationKind,
  configurationPageTitle,
  configurationPages,
} from '@quarry/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../api';
import { useDialogLayer } from '../../../components/dialog';
import { useAbout } from '../../auth';
import { useWorkspace } from '../state/workspaceContext';
import { ConfigurationPageView } from './ConfigurationPages';
import { filtersChanged, pagesWithIssues } from './configurationForm';
import { configurationText } from './configurationLabels';
import { configurationQuery, reloadResults, saveConfiguration } from './configurationQueries';
import { downloadLexeme } from './downloadLexeme';

/**
 * The Investigation Configuration dialog (doc 2 §2, §4–§6): the pages of the investigation's kind and the user's,
 * the rules of doc 2 §5 checked as the user types (Save disabled while any fails), a Saving state, the server's
 * rejection shown inside the dialog, which stays open; a save that changes the enabled filters reloads the results.
 */
export function ConfigurationDialog({ onClose }: { onClose: () => void }) {
  const { investigation } = useWorkspace();
  // Read afresh each time the dialog opens (nothing kept once it closes).
  const query = useQuery({ ...configurationQuery(investigation.id), gcTime: 0 });
  const { zIndex, isTop } = useDialogLayer(true);
  return (
    <Modal
      opened
      onClose={onClose}
      title={configurationText.title}
      size="xl"
      zIndex={zIndex}
      closeOnEscape={isTop}
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      styles={{ title: { fontWeight: 700 } }}
      centered
    >
      {query.data ? (
        <ConfigurationForm initial={query.data} onClose={onClose} />
      ) : (
        <Center h={200}>
          {query.isError ? (
            <Text c="red">{query.error.message}</Text>
          ) : (
            <Loader aria-label={configurationText.loading} />
          )}
        </Center>
      )}
    </Modal>
  );
}

function ConfigurationForm({ initial, onClose }: { initial: Configuration; onClose: () => void }) {
  const { investigation, user } = useWorkspace();
  const about = useAbout();
  const queryClient = useQueryClient();
  const id = investigation.id;
  const kind = configurationKind(investigation.investigationType);
  const omnipotent = Boolean(user?.omnipotent);
  const pages = configurationPages(kind, { omnipotent, facultyWorks: Boolean(user?.facultyWorks) }, about);
  const [configuration, setConfiguration] = useState(initial);
  const [page, setPage] = useState<ConfigurationPage>(pages[0]!);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const issues = configurationIssues(configuration, { hebrew: about.showHebrewTutorials });
  const marked = pagesWithIssues(issues);

  const save = async () => {
    if (saving || issues.length > 0) return;
    setSaving(true);
    setFailure(null);
    try {
      await saveConfiguration(queryClient, id, configuration);
      if (filtersChanged(initial, configuration)) void reloadResults(queryClient, id);
      onClose();
    } catch (error) {
      // A rejection the global handling left to the dialog: its text, shown here (doc 2 §8).
      if (isApiError(error) && !error.handled) setFailure(error.body || error.message);
      setSaving(false);
    }
  };

  const download = (dictionary: { id: number; name: string }) => {
    setFailure(null);
    downloadLexeme(dictionary.id, dictionary.name).catch((error: unknown) =>
      setFailure(isApiError(error) ? error.body || error.message : String(error)),
    );
  };

  return (
    <>
      <Tabs
        orientation="vertical"
        value={page}
        onChange={(value) => value && setPage(value as ConfigurationPage)}
        keepMounted={false}
      >
        <Tabs.List aria-label={configurationText.pages} miw={170}>
          {pages.map((name) => (
            <Tabs.Tab key={name} value={name} c={marked.has(name) ? 'red' : undefined}>
              {configurationPageTitle[name]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {pages.map((name) => (
          <Tabs.Panel key={name} value={name} pl="md" mih={320}>
            <ConfigurationPageView
              page={name}
              omnipotent={omnipotent}
              configuration={configuration}
              change={setConfiguration}
              issues={issues}
              kind={kind}
              hebrew={about.showHebrewTutorials}
              download={download}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      {issues.length > 0 && (
        <Box mt="md" role="alert" data-testid="configuration-issues">
          <List size="sm" c="red" spacing={2}>
            {issues.map((issue) => (
              <List.Item key={`${issue.field}:${issue.message}`}>{issue.message}</List.Item>
            ))}
          </List>
        </Box>
      )}
      {failure && (
        <Alert mt="md" color="red" variant="light" data-testid="configuration-failure">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          {configurationText.cancel}
        </Button>
        <Button onClick={() => void save()} disabled={saving || issues.length > 0}>
          {saving ? configurationText.saving : configurationText.save}
        </Button>
      </Group>
    </>
  );
}
