import {
  DEFAULT_SECTION,
  type InsightReport,
  type Observation,
  type ObservationInput,
  type ObservationSection,
} from '@quarry/contract';
import { insightLabels } from './insightLabels';
import { orderedSections } from './reportModel';
import type { SectionAction } from './ReportNavigation';
import type { SectionDialog } from './SectionDialogs';

/**
 * What the Insight Report tab shows of a report (doc 3 §2), apart from React: its sections, whether it is empty,
 * the dialogs its section actions open, how an insight reads in each view mode and what saving one sends.
 */

/** 0 Titles, 1 All Details. */
export type ViewMode = 0 | 1;

export const viewModeOptions = insightLabels.viewModes.map((label, mode) => ({ label, value: String(mode) }));

export const viewModeOf = (value: string): ViewMode => (Number(value) === 0 ? 0 : 1);

/** The stored image of an insight (its time in the address, so a new image passes caches), if it has one. */
export const imageUrlOf = (insight: Observation): string | undefined =>
  insight.imageId === null ? undefined : `/api/images?imageId=${insight.imageId}&time=${insight.imageTimestamp ?? 0}`;

export interface ReportLayout {
  /** The sections in order, the Default Section first. */
  sections: ObservationSection[];
  /** The sections after the Default Section: the ones renamed, moved and deleted. */
  movable: ObservationSection[];
  /** Nothing to show but the invitation to add an insight. */
  empty: boolean;
}

export function reportLayout(report: InsightReport): ReportLayout {
  const sections = orderedSections(report);
  const movable = sections.filter((section) => section.id !== DEFAULT_SECTION.id);
  return { sections, movable, empty: report.observations.length === 0 && movable.length === 0 };
}

/** The dialog a section's menu opens: Set Section Index knows the section's place among the movable ones. */
export const sectionDialogOf = (
  section: ObservationSection,
  action: SectionAction,
  movable: readonly ObservationSection[],
): SectionDialog =>
  action === 'index'
    ? { kind: 'index', section, index: movable.indexOf(section), count: movable.length }
    : { kind: action, section };

/** An insight is edited once the server has saved it (a new one shown first has a temporary negative id). */
export const isEditableInsight = (insight: Observation, editable: boolean): boolean => editable && insight.id > 0;

/** What All Details says an insight is about: its type, and what it refers to. */
export const insightAbout = (insight: Observation): string =>
  `${insightLabels.about[insight.type]}${insight.referencedEntity ? `: ${insight.referencedEntity}` : ''}`;

/** The edit and delete buttons name the insight they act on. */
export const insightActionLabels = (insight: Observation) => ({
  edit: `${insightLabels.edit}: ${insight.title}`,
  remove: `${insightLabels.deleteInsight}: ${insight.title}`,
});

/** What saving an edited insight sends: the dialog's title and text, what it refers to kept as it was. */
export const updateInput = (
  insight: Observation,
  edited: { title: string; observation: string },
): ObservationInput => ({
  title: edited.title,
  observation: edited.observation,
  referencedObject: insight.referencedObject,
  referencedEntity: insight.referencedEntity,
  observationTitle: insight.observationTitle,
});
