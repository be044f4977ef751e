import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  Center,
  Group,
  Image,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { DEFAULT_SECTION, type Observation } from '@quarry/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/dialog';
import { useOpenInsight, useWorkspace } from '../workspace';
import { InsightDialog } from './InsightDialog';
import { insightLabels } from './insightLabels';
import { ReadOnlyText } from './ReadOnlyText';
import { insightsOf, orderedSections } from './reportModel';
import { ReportNavigation, type SectionAction } from './ReportNavigation';
import { SectionDialogs, type SectionDialog } from './SectionDialogs';
import { useInsightCommands, useInsightReport } from './useInsightReport';

type ViewMode = 0 | 1;

const imageUrlOf = (insight: Observation) =>
  insight.imageId === null ? undefined : `/api/images?imageId=${insight.imageId}&time=${insight.imageTimestamp ?? 0}`;

/**
 * The Insight Report tab (doc 3 §2): the navigation pane of sections and insights (drag and drop), the report in
 * view mode 0 Titles or 1 All Details, Create Section, Add Insight, Export to Word, and the section and insight
 * dialogs. Every change shows at once and is rolled back silently if the server refuses it.
 */
export function InsightReportTab() {
  const { investigation, user } = useWorkspace();
  const report = useInsightReport();
  const commands = useInsightCommands();
  const openInsight = useOpenInsight();
  const [viewMode, setViewMode] = useState<ViewMode>(1);
  const [sectionDialog, setSectionDialog] = useState<SectionDialog | null>(null);
  const [editing, setEditing] = useState<Observation | null>(null);
  const [deleting, setDeleting] = useState<Observation | null>(null);
  const [exporting, setExporting] = useState(false);
  const editable = investigation.can.work;

  if (!report.data) {
    return (
      <Center h="100%">
        {report.isError ? (
          <Text c="red">{report.error.message}</Text>
        ) : (
          <Loader size="sm" aria-label={insightLabels.loading} />
        )}
      </Center>
    );
  }
  const data = report.data;
  const sections = orderedSections(data);
  const movable = sections.filter((section) => section.id !== DEFAULT_SECTION.id);
  const addInvestigationInsight = () => openInsight?.({ type: 'Investigation', title: '' });
  const onSectionAction = (section: (typeof sections)[number], action: SectionAction) =>
    setSectionDialog(
      action === 'index'
        ? { kind: 'index', section, index: movable.indexOf(section), count: movable.length }
        : { kind: action, section },
    );

  return (
    <Box h="100%" style={{ display: 'flex', flexDirection: 'column' }} data-testid="insight-report">
      <Group
        justify="space-between"
        px="sm"
        py={6}
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        wrap="nowrap"
      >
        <Title order={2} fz="md">
          {insightLabels.heading}
        </Title>
        <Group gap="xs" wrap="nowrap">
          <SegmentedControl
            size="xs"
            aria-label={insightLabels.viewMode}
            value={String(viewMode)}
            onChange={(value) => setViewMode(Number(value) as ViewMode)}
            data={insightLabels.viewModes.map((label, mode) => ({ label, value: String(mode) }))}
          />
          {editable && (
            <Button size="xs" variant="default" onClick={() => setSectionDialog({ kind: 'create' })}>
              {insightLabels.createSection}
            </Button>
          )}
          {openInsight && (
            <Button size="xs" variant="default" onClick={addInvestigationInsight}>
              {insightLabels.addInsight}
            </Button>
          )}
          {!user?.facultyWorks && (
            <Button
              size="xs"
              loading={exporting}
              disabled={data.observations.length === 0}
              onClick={async () => {
                setExporting(true);
                await commands.exportToWord().catch(() => undefined);
                setExporting(false);
              }}
            >
              {insightLabels.exportToWord}
            </Button>
          )}
        </Group>
      </Group>
      {data.observations.length === 0 && movable.length === 0 ? (
        <Center p="xl">
          <Stack align="center" gap={4}>
            <Text c="dimmed" data-testid="insights-empty">
              {insightLabels.empty}
            </Text>
            {openInsight && (
              <Anchor component="button" type="button" onClick={addInvestigationInsight}>
                {insightLabels.emptyAdd}
              </Anchor>
            )}
          </Stack>
        </Center>
      ) : (
        <Box style={{ flex: 1, minHeight: 0, display: 'flex' }}>
          <Box
            w="25%"
            miw={220}
            p="sm"
            style={{ overflowY: 'auto', borderRight: '1px solid var(--mantine-color-gray-3)' }}
          >
            <ReportNavigation
              report={data}
              editable={editable}
              onOpen={setEditing}
              onMoveInsight={(insightId, sectionId, index) => void commands.move(insightId, sectionId, index)}
              onMoveSection={(sectionId, index) => void commands.moveSection(sectionId, index)}
              onSectionAction={onSectionAction}
            />
          </Box>
          <Stack p="md" gap="lg" style={{ flex: 1, overflowY: 'auto' }}>
            {sections.map((section) => (
              <Box key={section.id} component="section" aria-label={section.name}>
                <Title order={3} fz="lg" mb="xs">
                  {section.name}
                </Title>
                <Stack gap="md">
                  {insightsOf(data, section.id).map((insight) => (
                    <InsightView
                      key={insight.id}
                      insight={insight}
                      viewMode={viewMode}
                      editable={editable && insight.id > 0}
                      onEdit={() => setEditing(insight)}
                      onDelete={() => setDeleting(insight)}
                    />
                  ))}
                </Stack>
              </Box>
            ))}
          </Stack>
        </Box>
      )}
      <SectionDialogs
        dialog={sectionDialog}
        onClose={() => setSectionDialog(null)}
        onCreate={(name) => void commands.createSection(name, movable.length)}
        onRename={(section, name) => void commands.renameSection(section.id, name)}
        onIndex={(section, index) => void commands.moveSection(section.id, index)}
        onDelete={(section) => void commands.deleteSection(section.id)}
      />
      {editing && (
        <InsightDialog
          insight={editing}
          imageUrl={imageUrlOf(editing)}
          onClose={() => setEditing(null)}
          onSave={(result) => {
            const insight = editing;
            setEditing(null);
            const input = {
              title: result.title,
              observation: result.observation,
              referencedObject: insight.referencedObject,
              referencedEntity: insight.referencedEntity,
              observationTitle: insight.observationTitle,
            };
            void commands.update(insight, input, result.image);
          }}
        />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={insightLabels.deleteInsight}
        message={deleting ? insightLabels.deleteInsightMessage(deleting.title) : ''}
        confirmLabel={insightLabels.delete}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) void commands.remove(deleting.id);
          setDeleting(null);
        }}
      />
    </Box>
  );
}

interface InsightViewProps {
  insight: Observation;
  viewMode: ViewMode;
  editable: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/** One insight of the report: its title (mode 0), or its title, what it is about, image and text (mode 1). */
function InsightView({ insight, viewMode, editable, onEdit, onDelete }: InsightViewProps) {
  const imageUrl = imageUrlOf(insight);
  return (
    <Box component="article" aria-label={insight.title} data-testid="report-insight">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Anchor component="button" type="button" fw={600} onClick={onEdit} disabled={!editable} ta="left">
          {insight.title}
        </Anchor>
        {editable && (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={insightLabels.edit}>
              <ActionIcon
                size="sm"
                variant="subtle"
                aria-label={`${insightLabels.edit}: ${insight.title}`}
                onClick={onEdit}
              >
                ✎
              </ActionIcon>
            </Tooltip>
            <Tooltip label={insightLabels.deleteInsight}>
              <ActionIcon
                size="sm"
                variant="subtle"
                color="red"
                aria-label={`${insightLabels.deleteInsight}: ${insight.title}`}
                onClick={onDelete}
              >
                ✕
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      {viewMode === 1 && (
        <Stack gap={6} mt={4}>
          <Text size="xs" c="dimmed">
            {insightLabels.about[insight.type]}
            {insight.referencedEntity ? `: ${insight.referencedEntity}` : ''}
          </Text>
          {imageUrl && <Image src={imageUrl} alt={insight.title} mah={320} w="auto" fit="contain" radius="sm" />}
          {insight.observation && <ReadOnlyText html={insight.observation} label={insight.title} />}
        </Stack>
      )}
    </Box>
  );
}
