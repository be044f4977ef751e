import { ActionIcon, Anchor, Box, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import type { Observation } from '@quarry/contract';
import { InsightAuthorSummary } from '../workspace';
import { insightPerson } from './insightPerson';
import { insightLabels } from './insightLabels';
import { ReadOnlyText } from './ReadOnlyText';
import { imageUrlOf, insightAbout, insightActionLabels, type ViewMode } from './reportView';

interface InsightViewProps {
  insight: Observation;
  viewMode: ViewMode;
  editable: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * One insight of the report: its title (mode 0), or its title, what it is about, image and text (mode 1); a Person
 * insight's preview adds the author's summary (doc 2 §2).
 */
export function InsightView({ insight, viewMode, editable, onEdit, onDelete }: InsightViewProps) {
  const imageUrl = imageUrlOf(insight);
  const person = insightPerson(insight);
  const labels = insightActionLabels(insight);
  return (
    <Box component="article" aria-label={insight.title} data-testid="report-insight">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Anchor component="button" type="button" fw={600} onClick={onEdit} disabled={!editable} ta="left">
          {insight.title}
        </Anchor>
        {editable && (
          <Group gap={4} wrap="nowrap">
            <Tooltip label={insightLabels.edit}>
              <ActionIcon size="sm" variant="subtle" aria-label={labels.edit} onClick={onEdit}>
                ✎
              </ActionIcon>
            </Tooltip>
            <Tooltip label={insightLabels.deleteInsight}>
              <ActionIcon size="sm" variant="subtle" color="red" aria-label={labels.remove} onClick={onDelete}>
                ✕
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      {viewMode === 1 && (
        <Stack gap={6} mt={4}>
          <Text size="xs" c="dimmed">
            {insightAbout(insight)}
          </Text>
          {imageUrl && <Image src={imageUrl} alt={insight.title} mah={320} w="auto" fit="contain" radius="sm" />}
          {insight.observation && <ReadOnlyText html={insight.observation} label={insight.title} />}
          {person && <InsightAuthorSummary author={person} />}
        </Stack>
      )}
    </Box>
  );
}
