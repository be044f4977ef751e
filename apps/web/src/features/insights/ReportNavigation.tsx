import { ActionIcon, Box, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { DEFAULT_SECTION, type InsightReport, type Observation, type ObservationSection } from '@quarry/contract';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import { DotsIcon } from '../../components/icons';
import { reportAnnouncements } from './dragAnnouncements';
import { insightLabels } from './insightLabels';
import { insightsOf, orderedSections, sectionOf } from './reportModel';

export type SectionAction = 'rename' | 'index' | 'delete';

interface NavigationProps {
  report: InsightReport;
  editable: boolean;
  onOpen: (insight: Observation) => void;
  onMoveInsight: (insightId: number, sectionId: number, index: number) => void;
  onMoveSection: (sectionId: number, index: number) => void;
  onSectionAction: (section: ObservationSection, action: SectionAction) => void;
}

const sectionKey = (id: number) => `section-${id}`;
const insightKey = (id: number) => `insight-${id}`;
const dropKey = (id: number) => `drop-${id}`;
const idOf = (key: string) => Number(key.slice(key.lastIndexOf('-') + 1));

/**
 * The report navigation pane (doc 3 §2): the sections with their insights' titles; sections (not the Default
 * Section) and insights move by drag and drop — with the mouse, or with the keyboard (Space, the arrows, Space).
 */
export function ReportNavigation({
  report,
  editable,
  onOpen,
  onMoveInsight,
  onMoveSection,
  onSectionAction,
}: NavigationProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const sections = orderedSections(report);
  const movable = sections.filter((section) => section.id !== DEFAULT_SECTION.id);

  const sectionAt = (key: string): number | undefined => {
    if (key.startsWith('insight-')) {
      const insight = report.observations.find((candidate) => candidate.id === idOf(key));
      return insight && sectionOf(insight);
    }
    return idOf(key);
  };

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = String(active.id);
    const to = String(over.id);
    const target = sectionAt(to);
    if (target === undefined) return;
    if (from.startsWith('section-')) {
      const index = movable.findIndex((section) => section.id === target);
      if (index >= 0) onMoveSection(idOf(from), index);
      return;
    }
    const insights = insightsOf(report, target);
    const index = to.startsWith('insight-')
      ? insights.findIndex((insight) => insight.id === idOf(to))
      : insights.length;
    onMoveInsight(idOf(from), target, index);
  }

  return (
    <Box component="nav" aria-label={insightLabels.navigation}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements: reportAnnouncements(report) }}
      >
        <SortableContext
          items={movable.map((section) => sectionKey(section.id))}
          strategy={verticalListSortingStrategy}
        >
          <Stack gap="sm">
            {sections.map((section) => (
              <NavSection
                key={section.id}
                section={section}
                editable={editable}
                onAction={(action) => onSectionAction(section, action)}
              >
                <SortableContext
                  items={insightsOf(report, section.id).map((insight) => insightKey(insight.id))}
                  strategy={verticalListSortingStrategy}
                >
                  {insightsOf(report, section.id).map((insight) => (
                    <NavInsight key={insight.id} insight={insight} editable={editable} onOpen={() => onOpen(insight)} />
                  ))}
                </SortableContext>
              </NavSection>
            ))}
          </Stack>
        </SortableContext>
      </DndContext>
    </Box>
  );
}

interface NavSectionProps {
  section: ObservationSection;
  editable: boolean;
  onAction: (action: SectionAction) => void;
  children: ReactNode;
}

function NavSection({ section, editable, onAction, children }: NavSectionProps) {
  const fixed = section.id === DEFAULT_SECTION.id;
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: sectionKey(section.id),
    disabled: fixed || !editable,
  });
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id: dropKey(section.id), disabled: !editable });
  return (
    <Box
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.5 : 1 }}
      data-testid="report-section"
      data-section={section.name}
    >
      <Group gap={4} wrap="nowrap" justify="space-between">
        <UnstyledButton
          {...(fixed ? {} : attributes)}
          {...(fixed ? {} : listeners)}
          aria-label={fixed ? undefined : insightLabels.dragSection(section.name)}
          style={{ cursor: fixed || !editable ? 'default' : 'grab', flex: 1 }}
        >
          <Text fw={700} size="sm" truncate>
            {section.name}
          </Text>
        </UnstyledButton>
        {!fixed && editable && (
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon size="sm" variant="subtle" aria-label={insightLabels.sectionMenu(section.name)}>
                <DotsIcon size={14} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => onAction('index')}>{insightLabels.setSectionIndex}</Menu.Item>
              <Menu.Item onClick={() => onAction('rename')}>{insightLabels.renameSection}</Menu.Item>
              <Menu.Item color="red" onClick={() => onAction('delete')}>
                {insightLabels.deleteSection}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
      <Stack ref={setDropRef} gap={2} pl="xs" mih={20} bg={isOver ? 'indigo.0' : undefined}>
        {children}
      </Stack>
    </Box>
  );
}

function NavInsight({ insight, editable, onOpen }: { insight: Observation; editable: boolean; onOpen: () => void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: insightKey(insight.id),
    disabled: !editable || insight.id < 0,
  });
  return (
    <Group
      ref={setNodeRef}
      gap={4}
      wrap="nowrap"
      style={{ transform: CSS.Transform.toString(transform), transition, opacity: isDragging ? 0.5 : 1 }}
      data-testid="report-nav-insight"
    >
      {editable && (
        <UnstyledButton
          {...attributes}
          {...listeners}
          aria-label={insightLabels.dragInsight(insight.title)}
          c="dimmed"
          style={{ cursor: 'grab' }}
        >
          ⠿
        </UnstyledButton>
      )}
      <UnstyledButton onClick={onOpen} fz="sm" style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" truncate>
          {insight.title}
        </Text>
      </UnstyledButton>
    </Group>
  );
}
