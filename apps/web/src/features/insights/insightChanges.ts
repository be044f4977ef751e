import type {
  InsightReport,
  Observation,
  ObservationInput,
  ObservationSection,
  ObservationType,
} from '@quarry/contract';
import { insightsOf, nextDefaultOrdinal, sectionOf } from './reportModel';

/**
 * What the report's changes (doc 3 §4) show before the server answers and what they send, apart from React and the
 * query cache: the draft of a new insight, an edited one, its image's fate, a renamed section, a move's calls.
 */

/** A new insight as shown until the server's replaces it: a temporary negative id, last of the Default Section. */
export function draftInsight(
  report: InsightReport | undefined,
  type: ObservationType,
  input: ObservationInput,
  id: number,
  time: Date,
): Observation {
  return {
    id,
    title: input.title.trim(),
    observation: input.observation ?? '',
    type,
    referencedObject: input.referencedObject ?? null,
    referencedEntity: input.referencedEntity ?? null,
    imageId: null,
    imageTimestamp: null,
    time: time.toISOString(),
    section: null,
    ordinal: report ? nextDefaultOrdinal(report) : 0,
    observationTitle: input.observationTitle ?? null,
  };
}

/** An insight as edited: the dialog's title (trimmed) and text over what it was. */
export const editedInsight = (insight: Observation, input: ObservationInput): Observation =>
  ({ ...insight, ...input, title: input.title.trim(), observation: input.observation ?? '' }) as Observation;

/** An insight whose image is cleared. */
export const withoutImage = (insight: Observation, input: ObservationInput): Observation =>
  ({ ...insight, ...input, imageId: null, imageTimestamp: null }) as Observation;

/** What saving does to an insight's image: a new one is uploaded, null clears the one it has, else nothing. */
export function imageChange<I>(insight: Observation, image: I | null | undefined): 'upload' | 'clear' | 'none' {
  if (image) return 'upload';
  return image === null && insight.imageId !== null ? 'clear' : 'none';
}

/** The report with a section renamed (trimmed). */
export const withSectionRenamed = (report: InsightReport, sectionId: number, name: string): InsightReport => ({
  ...report,
  sections: report.sections.map((section) => (section.id === sectionId ? { ...section, name: name.trim() } : section)),
});

/** The report with the sections the server answered (its insights stay as shown). */
export const withSections = (report: InsightReport, sections: ObservationSection[]): InsightReport => ({
  ...report,
  sections,
});

/** A move goes into the section first when it changes it (the server puts the insight last there). */
export const changesSection = (insight: Observation, sectionId: number): boolean => sectionOf(insight) !== sectionId;

/** Then the section's order is sent as shown (the optimistic report's: the order asked for). */
export const shownOrder = (shown: InsightReport | undefined, sectionId: number): number[] =>
  insightsOf(shown ?? { sections: [], observations: [] }, sectionId).map((candidate) => candidate.id);

/** The address an insight's image is uploaded to. */
export const imageUploadPath = (apiType: string, investigationId: number, insightId: number): string =>
  `/api/investigations/${apiType}/${investigationId}/observation/${insightId}/image`;

/** The upload form of an insight's image: the PNG, its name, and the crop (kept to edit it again). */
export function imageForm(image: { file: Blob; crop: { x: number; y: number; width: number; height: number } }) {
  const form = new FormData();
  form.set('file', image.file, 'insight.png');
  form.set('fileName', 'insight.png');
  form.set('imageData', JSON.stringify(image.crop));
  return form;
}
