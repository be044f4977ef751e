import { Badge, Group, UnstyledButton } from '@mantine/core';
import type { WorkspaceDocument } from '@quarry/contract';
import { useFilterSpec, useWorkspaceState } from '../state/workspaceContext';
import { facultyStageLabel, facultyStages, stageCount, stageSpec, activeStage } from './facultyStages';
import { facultyText } from './facultyText';

/** The faculty workflow strip (doc 2 §2): each stage sets its filter; the shown stage carries its count. */
export function FacultyStrip({
  documents,
  allLoaded,
}: {
  /** The shown spec's documents; undefined while they load (the previous list's count would mislead). */
  documents: readonly WorkspaceDocument[] | undefined;
  allLoaded: boolean;
}) {
  const spec = useFilterSpec();
  const updateSpec = useWorkspaceState((state) => state.updateSpec);
  const shown = activeStage(spec);
  return (
    <Group component="nav" aria-label={facultyText.strip} gap="xs" px="sm" py={4} data-testid="faculty-strip">
      {facultyStages.map((stage, position) => {
        const count = stageCount(stage, spec, documents, allLoaded);
        const label = facultyStageLabel[stage];
        return (
          <UnstyledButton
            key={stage}
            onClick={() => updateSpec((current) => stageSpec(stage, current))}
            aria-current={shown === stage ? 'step' : undefined}
            aria-label={`${position + 1}. ${label}${count.done ? `: ${facultyText.nothingLeft}` : count.text ? `: ${count.text}` : ''}`}
            data-stage={stage}
            style={{
              padding: '2px 10px',
              borderRadius: 12,
              border: '1px solid var(--mantine-color-gray-4)',
              fontWeight: shown === stage ? 700 : 400,
              background: shown === stage ? 'var(--mantine-color-blue-0)' : undefined,
            }}
          >
            <Group gap={6} wrap="nowrap">
              <span>{label}</span>
              {count.done ? (
                <Badge color="green.9" size="sm" circle aria-hidden>
                  ✓
                </Badge>
              ) : (
                count.text && (
                  <Badge color="blue.9" size="sm" aria-hidden>
                    {count.text}
                  </Badge>
                )
              )}
            </Group>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
