import {
  Button,
  Checkbox,
  CloseButton,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Tooltip,
} from '@mantine/core';
import {
  type Configuration,
  type ConfigurationIssue,
  type ConfigurationKind,
  type ConfigurationPage,
  configurationHints,
  translationLanguagesFor,
} from '@quarry/contract';
import type { ReactNode } from 'react';
import { configurationText } from './configurationLabels';
import {
  addDictionary,
  deleteDictionary,
  hasIssue,
  linesText,
  numberText,
  numberValue,
  renameDictionary,
  setDictionaryWords,
  setTopEnabled,
  textLines,
} from './configurationForm';
import { accentInsensitiveFilter } from '../../../lib/accentInsensitiveFilter';

export interface PageProps {
  configuration: Configuration;
  change: (next: Configuration) => void;
  issues: readonly ConfigurationIssue[];
  kind: ConfigurationKind;
  /** The Hebrew flag: Hebrew is offered as a translation language. */
  hebrew: boolean;
  /** Downloads a saved dictionary (its CSV file). */
  download: (dictionary: { id: number; name: string }) => void;
}

type Search = Configuration['searchDefinition'];
const withSearch = (configuration: Configuration, changes: Partial<Search>): Configuration => ({
  ...configuration,
  searchDefinition: { ...configuration.searchDefinition, ...changes },
});

/** A list field (doc 2 §5): one entry per line. */
function LinesField(props: {
  label: string;
  lines: readonly string[];
  onChange: (lines: string[]) => void;
  description?: ReactNode;
  disabled?: boolean;
  error?: boolean;
}) {
  return (
    <Textarea
      label={props.label}
      description={props.description}
      value={linesText(props.lines)}
      onChange={(event) => props.onChange(textLines(event.currentTarget.value))}
      disabled={props.disabled}
      error={props.error}
      autosize
      minRows={4}
      maxRows={12}
    />
  );
}

function SearchSettingsPage({ configuration, change, issues, omnipotent }: PageProps & { omnipotent: boolean }) {
  const search = configuration.searchDefinition;
  const set = (changes: Partial<Search>) => change(withSearch(configuration, changes));
  const sourcesIssue = hasIssue(issues, 'sources');
  return (
    <Stack gap="sm">
      <Checkbox
        label={configurationText.includeWebPages}
        checked={search.includeWebPages}
        onChange={(event) => set({ includeWebPages: event.currentTarget.checked })}
        error={sourcesIssue}
      />
      <Checkbox
        label={configurationText.includeArticles}
        checked={search.includeArticles}
        onChange={(event) => set({ includeArticles: event.currentTarget.checked })}
        error={sourcesIssue}
      />
      {omnipotent && (
        <>
          <MaxResultsField
            overrideLabel={configurationText.overrideWebMaxResults}
            label={configurationText.webMaxResults}
            included={search.includeWebPages}
            override={search.overrideDefaultMaxResultsPerWebHarvest}
            value={search.maxResultsPerWebHarvest}
            error={hasIssue(issues, 'maxResultsPerWebHarvest')}
            onOverride={(on) => set({ overrideDefaultMaxResultsPerWebHarvest: on })}
            onValue={(value) => set({ maxResultsPerWebHarvest: value })}
          />
          <MaxResultsField
            overrideLabel={configurationText.overrideArticleMaxResults}
            label={configurationText.articleMaxResults}
            included={search.includeArticles}
            override={search.overrideDefaultMaxResultsPerArticleHarvest}
            value={search.maxResultsPerArticleHarvest}
            error={hasIssue(issues, 'maxResultsPerArticleHarvest')}
            onOverride={(on) => set({ overrideDefaultMaxResultsPerArticleHarvest: on })}
            onValue={(value) => set({ maxResultsPerArticleHarvest: value })}
          />
        </>
      )}
    </Stack>
  );
}

/** An override of the default max results (omnipotent users only): enabled with its source and its override. */
function MaxResultsField(props: {
  overrideLabel: string;
  label: string;
  included: boolean;
  override: boolean;
  value: number;
  error: boolean;
  onOverride: (on: boolean) => void;
  onValue: (value: number) => void;
}) {
  return (
    <Stack gap={4} mt="xs">
      <Checkbox
        label={props.overrideLabel}
        checked={props.override}
        disabled={!props.included}
        onChange={(event) => props.onOverride(event.currentTarget.checked)}
      />
      <NumberInput
        label={props.label}
        description={configurationText.maxResultsHint}
        value={numberText(props.value)}
        onChange={(value) => props.onValue(numberValue(value))}
        disabled={!props.included || !props.override}
        error={props.error}
        w={260}
      />
    </Stack>
  );
}

function WebPageSearchPage({ configuration, change, issues }: PageProps) {
  const search = configuration.searchDefinition;
  return (
    <LinesField
      label={configurationText.sites}
      description={search.includeWebPages ? configurationHints.sites : configurationText.sitesDisabled}
      lines={search.webHarvestFromSites}
      onChange={(lines) => change(withSearch(configuration, { webHarvestFromSites: lines }))}
      disabled={!search.includeWebPages}
      error={hasIssue(issues, 'webHarvestFromSites')}
    />
  );
}

function InstitutesSearchPage({ configuration, change, issues }: PageProps) {
  const search = configuration.searchDefinition;
  return (
    <LinesField
      label={configurationText.institutions}
      description={search.includeArticles ? configurationHints.institutions : configurationText.institutionsDisabled}
      lines={search.articleHarvestFromInstitutions}
      onChange={(lines) => change(withSearch(configuration, { articleHarvestFromInstitutions: lines }))}
      disabled={!search.includeArticles}
      error={hasIssue(issues, 'articleHarvestFromInstitutions')}
    />
  );
}

function FiltersPage({ configuration, change }: PageProps) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {configurationText.filtersIntro}
      </Text>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        {configuration.topsStatuses.map((status) => (
          <Checkbox
            key={status.id}
            label={status.displayName}
            description={status.dictionary ? configurationText.dictionaryFilter : undefined}
            checked={status.enabled}
            onChange={(event) => change(setTopEnabled(configuration, status.id, event.currentTarget.checked))}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function DictionariesPage({ configuration, change, issues, kind, download }: PageProps) {
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {configurationText.dictionariesIntro}
      </Text>
      {configuration.dictionaries.length === 0 && <Text size="sm">{configurationText.noDictionaries}</Text>}
      {configuration.dictionaries.map((dictionary, index) => (
        <Paper key={dictionary.id ?? `new-${index}`} withBorder p="sm" data-testid="dictionary">
          <Stack gap="xs">
            <TextInput
              label={configurationText.dictionaryName}
              value={dictionary.name}
              onChange={(event) => change(renameDictionary(configuration, kind, index, event.currentTarget.value))}
              error={hasIssue(issues, 'dictionaries') && dictionary.name.trim() === ''}
            />
            <Textarea
              label={configurationText.dictionaryWords}
              description={configurationHints.dictionaryWords}
              value={linesText(dictionary.words)}
              onChange={(event) =>
                change(setDictionaryWords(configuration, index, textLines(event.currentTarget.value)))
              }
              autosize
              minRows={3}
              maxRows={10}
            />
            <Group justify="flex-end" gap="xs">
              <Tooltip label={configurationText.downloadUnsaved} disabled={dictionary.id !== null}>
                <Button
                  variant="default"
                  size="xs"
                  disabled={dictionary.id === null}
                  onClick={() => dictionary.id !== null && download({ id: dictionary.id, name: dictionary.name })}
                >
                  {configurationText.downloadDictionary}
                </Button>
              </Tooltip>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                aria-label={configurationText.deleteDictionaryLabel(dictionary.name)}
                onClick={() => change(deleteDictionary(configuration, kind, index))}
              >
                {configurationText.deleteDictionary}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button variant="light" size="xs" onClick={() => change(addDictionary(configuration, kind))}>
          {configurationText.addDictionary}
        </Button>
      </Group>
    </Stack>
  );
}

function LanguagesPage({ configuration, change, issues, hebrew }: PageProps) {
  return (
    <Stack gap="xs">
      <MultiSelect
        label={configurationText.languages}
        description={configurationHints.languages}
        data={translationLanguagesFor(hebrew)}
        value={configuration.translation.selectedLanguages}
        onChange={(selectedLanguages) => change({ ...configuration, translation: { selectedLanguages } })}
        error={hasIssue(issues, 'selectedLanguages')}
        searchable
        filter={accentInsensitiveFilter}
        clearable
        comboboxProps={{ withinPortal: false }}
      />
      <Text size="sm" c="dimmed">
        {configurationHints.translatedDocuments}
      </Text>
    </Stack>
  );
}

function ResearchersPage({ configuration, change, issues }: PageProps) {
  return (
    <Stack gap="sm">
      <LinesField
        label={configurationText.researchers}
        description={configurationHints.researchers}
        lines={configuration.researchers}
        onChange={(researchers) => change({ ...configuration, researchers })}
        error={hasIssue(issues, 'researchers')}
      />
      <TextInput
        label={configurationText.startDate}
        placeholder={configurationHints.startDate}
        description={configurationHints.startDate}
        value={configuration.startDateCutoff}
        onChange={(event) => change({ ...configuration, startDateCutoff: event.currentTarget.value })}
        error={hasIssue(issues, 'startDateCutoff')}
        w={260}
      />
      <Checkbox
        label={configurationText.startDateEnabled}
        checked={configuration.startDateCutoffEnabled}
        onChange={(event) => change({ ...configuration, startDateCutoffEnabled: event.currentTarget.checked })}
      />
    </Stack>
  );
}

function PerformancePage({ configuration, change, issues }: PageProps) {
  return (
    <Stack gap="sm">
      <Checkbox
        label={configurationText.documentLimitEnabled}
        checked={configuration.overrideDocumentNumberLimit}
        onChange={(event) => change({ ...configuration, overrideDocumentNumberLimit: event.currentTarget.checked })}
      />
      <NumberInput
        label={configurationText.documentLimit}
        value={numberText(configuration.documentNumberLimit)}
        onChange={(value) => change({ ...configuration, documentNumberLimit: numberValue(value) })}
        disabled={!configuration.overrideDocumentNumberLimit}
        error={hasIssue(issues, 'documentNumberLimit')}
        w={260}
      />
    </Stack>
  );
}

function ActiveAuthorsPage({ configuration, change }: PageProps) {
  return (
    <Stack gap="sm">
      <LinesField
        label={configurationText.activeAffiliations}
        lines={configuration.activeAffiliations}
        onChange={(activeAffiliations) => change({ ...configuration, activeAffiliations })}
      />
      <Text size="sm" fw={500}>
        {configurationText.activeAuthors}
      </Text>
      {configuration.activeAuthors.length === 0 && (
        <Text size="sm" c="dimmed">
          {configurationText.noActiveAuthors}
        </Text>
      )}
      {configuration.activeAuthors.map((author) => (
        <Group key={author.id} gap="xs" wrap="nowrap">
          <Text size="sm" style={{ flex: 1 }}>
            {author.name || author.id}
          </Text>
          <CloseButton
            size="sm"
            aria-label={configurationText.removeActiveAuthor(author.name || author.id)}
            onClick={() =>
              change({ ...configuration, activeAuthors: configuration.activeAuthors.filter((a) => a.id !== author.id) })
            }
          />
        </Group>
      ))}
    </Stack>
  );
}

function BwJournalsPage({ configuration, change }: PageProps) {
  const set = (journals: Partial<Configuration['journals']>) =>
    change({ ...configuration, journals: { ...configuration.journals, ...journals } });
  return (
    <SimpleGrid cols={2}>
      <LinesField
        label={configurationText.whitelist}
        description={configurationText.journalsHint}
        lines={configuration.journals.whitelist}
        onChange={(whitelist) => set({ whitelist })}
      />
      <LinesField
        label={configurationText.blacklist}
        description={configurationText.journalsHint}
        lines={configuration.journals.blacklist}
        onChange={(blacklist) => set({ blacklist })}
      />
    </SimpleGrid>
  );
}

/** One page of the dialog. */
export function ConfigurationPageView({
  page,
  omnipotent,
  ...props
}: PageProps & { page: ConfigurationPage; omnipotent: boolean }) {
  switch (page) {
    case 'searchSettings':
      return <SearchSettingsPage {...props} omnipotent={omnipotent} />;
    case 'webPageSearch':
      return <WebPageSearchPage {...props} />;
    case 'institutesSearch':
      return <InstitutesSearchPage {...props} />;
    case 'filters':
      return <FiltersPage {...props} />;
    case 'dictionaries':
      return <DictionariesPage {...props} />;
    case 'languages':
      return <LanguagesPage {...props} />;
    case 'researchers':
      return <ResearchersPage {...props} />;
    case 'performance':
      return <PerformancePage {...props} />;
    case 'activeAuthors':
      return <ActiveAuthorsPage {...props} />;
    case 'bwJournals':
      return <BwJournalsPage {...props} />;
  }
}
