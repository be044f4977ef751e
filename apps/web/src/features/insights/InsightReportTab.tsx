import { Anchor, Box, Button, Center, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { Observation } from '@quarry/contract';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/dialog';
import { useOpenInsight, useWorkspace } from '../workspace';
import { InsightDialog } from './InsightDialog';
import { insightLabels } from './insightLabels';
import { InsightView } from './InsightView';
import { insightsOf } from './reportModel';
import {
  imageUrlOf,
  isEditableInsight,
  reportLayout,
  sectionDialogOf,
  updateInput,
  viewModeOf,
  viewModeOptions,
  type ViewMode,
} from './reportView';
import { ReportNavigation } from './ReportNavigation';
import { SectionDialogs, type SectionDialog } from './SectionDialogs';
import { useInsightCommands, useInsightReport } from './useInsightReport';

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
  const { sections, movable, empty } = reportLayout(data);
  const addInvestigationInsight = () => openInsight?.({ type: 'Investigation', title: '' });

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
            onChange={(value) => setViewMode(viewModeOf(value))}
            data={viewModeOptions}
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
      {empty ? (
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
              onSectionAction={(section, action) => setSectionDialog(sectionDialogOf(section, action, movable))}
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
                      editable={isEditableInsight(insight, editable)}
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
            setEditing(null);
            void commands.update(editing, updateInput(editing, result), result.image);
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
