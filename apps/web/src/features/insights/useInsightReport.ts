import {
  insightsApi,
  type InsightReport,
  type Observation,
  type ObservationInput,
  type ObservationType,
} from '@quarry/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { callApi, callUpload, quietFailure } from '../../api';
import { useWorkspace } from '../workspace';
import {
  changesSection,
  draftInsight,
  editedInsight,
  imageChange,
  imageForm,
  imageUploadPath,
  shownOrder,
  withoutImage,
  withSectionRenamed,
  withSections,
} from './insightChanges';
import * as model from './reportModel';
import { exportReportToWord } from './wordExport';

export const insightsKey = (id: number) => ['workspace', id, 'insights'] as const;

/** The investigation's insight report (sections and insights). */
export function useInsightReport() {
  const { investigation, apiType } = useWorkspace();
  return useQuery({
    queryKey: insightsKey(investigation.id),
    queryFn: ({ signal }) => callApi(insightsApi.list, { params: { type: apiType, id: investigation.id }, signal }),
  });
}

/** An image for an insight: the picture as cropped, and the crop (kept to edit it again). */
export interface InsightImage {
  file: Blob;
  crop: { x: number; y: number; width: number; height: number };
}

const uploadedImage = z.object({ imageId: z.number().int() });
let temporaryIds = 0;

/**
 * The report's changes (doc 3 §4): each shown at once and rolled back silently if its call fails. A new insight is
 * shown first, replaced by the server's, then its image uploaded.
 */
export function useInsightCommands() {
  const { investigation, apiType } = useWorkspace();
  const queryClient = useQueryClient();
  const key = insightsKey(investigation.id);
  const params = { type: apiType, id: investigation.id };
  const current = () => queryClient.getQueryData<InsightReport>(key);
  const set = (report: InsightReport | undefined) => report && queryClient.setQueryData(key, report);

  /** Shows `change` now; runs `call`; puts the report back if it fails. Answers whether it worked. */
  async function optimistic(
    change: (report: InsightReport) => InsightReport,
    call: () => Promise<unknown>,
  ): Promise<boolean> {
    await queryClient.cancelQueries({ queryKey: key });
    const before = current();
    if (before) set(change(before));
    try {
      await call();
      return true;
    } catch {
      set(before);
      return false;
    }
  }

  async function uploadImage(insightId: number, image: InsightImage): Promise<void> {
    await callUpload(imageUploadPath(apiType, investigation.id, insightId), imageForm(image), {
      response: uploadedImage,
      ...quietFailure,
    });
    await queryClient.invalidateQueries({ queryKey: key });
  }

  const sectionsAnswer = (call: () => Promise<InsightReport['sections']>) => async () => {
    const sections = await call();
    const report = current();
    if (report) set(withSections(report, sections));
  };

  return {
    async add(type: ObservationType, input: ObservationInput, image?: InsightImage): Promise<void> {
      const draft = draftInsight(current(), type, input, -++temporaryIds, new Date());
      let saved: Observation | undefined;
      const ok = await optimistic(
        (shown) => model.withInsight(shown, draft),
        async () => {
          saved = await callApi(insightsApi.create, {
            params: { ...params, observationType: type },
            body: input,
            ...quietFailure,
          });
        },
      );
      if (!ok || !saved) return;
      const shown = current();
      // Added from another tab, the report may not be loaded: it loads with the new insight when opened.
      if (shown) set(model.withInsight(shown, saved, draft.id));
      if (image) await uploadImage(saved.id, image).catch(() => undefined);
    },

    /** Saves the text; an image given replaces the one shown, null clears it (doc 3 §4), undefined keeps it. */
    async update(insight: Observation, input: ObservationInput, image?: InsightImage | null): Promise<void> {
      const ok = await optimistic(
        (shown) => model.withInsight(shown, editedInsight(insight, input)),
        () =>
          callApi(insightsApi.update, {
            params: { ...params, observationId: insight.id },
            body: input,
            ...quietFailure,
          }),
      );
      if (!ok) return;
      const change = imageChange(insight, image);
      if (change === 'upload' && image) await uploadImage(insight.id, image).catch(() => undefined);
      else if (change === 'clear')
        await optimistic(
          (shown) => model.withInsight(shown, withoutImage(insight, input)),
          () => callApi(insightsApi.clearImage, { params: { ...params, observationId: insight.id }, ...quietFailure }),
        );
    },

    remove: (insightId: number) =>
      optimistic(
        (shown) => model.withoutInsight(shown, insightId),
        () => callApi(insightsApi.remove, { params: { ...params, observationId: insightId }, ...quietFailure }),
      ),

    /** Moves an insight to `index` of a section: into the section (last), then into place. */
    move(insightId: number, sectionId: number, index: number) {
      const insight = current()?.observations.find((candidate) => candidate.id === insightId);
      if (!insight) return Promise.resolve(false);
      return optimistic(
        (shown) => model.withInsightMoved(shown, insightId, sectionId, index),
        async () => {
          if (changesSection(insight, sectionId))
            await callApi(insightsApi.moveToSection, {
              params,
              body: { observation: insightId, section: sectionId },
              ...quietFailure,
            });
          await callApi(insightsApi.reorder, {
            params,
            body: { section: sectionId, observationIds: shownOrder(current(), sectionId) },
            ...quietFailure,
          });
        },
      );
    },

    createSection: (name: string, ordinal: number) =>
      optimistic(
        (shown) => shown,
        sectionsAnswer(() =>
          callApi(insightsApi.createSection, { params, body: { id: -1, name: name.trim(), ordinal }, ...quietFailure }),
        ),
      ),

    renameSection: (sectionId: number, name: string) =>
      optimistic(
        (shown) => withSectionRenamed(shown, sectionId, name),
        sectionsAnswer(() =>
          callApi(insightsApi.renameSection, { params, body: { id: sectionId, name: name.trim() }, ...quietFailure }),
        ),
      ),

    deleteSection: (sectionId: number) =>
      optimistic(
        (shown) => model.withSectionDeleted(shown, sectionId),
        async () => {
          await sectionsAnswer(() =>
            callApi(insightsApi.deleteSection, { params, body: sectionId, ...quietFailure }),
          )();
          await queryClient.invalidateQueries({ queryKey: key });
        },
      ),

    /** Puts a section at `index` among the sections after the Default Section (Set Section Index and drag and drop). */
    moveSection: (sectionId: number, index: number) => {
      const report = current();
      if (!report) return Promise.resolve(false);
      const order = model.sectionOrderWithMove(report, sectionId, index);
      return optimistic(
        (shown) => model.withSectionsOrdered(shown, order),
        sectionsAnswer(() =>
          callApi(insightsApi.reorderSections, { params, body: { sectionIds: order }, ...quietFailure }),
        ),
      );
    },

    exportToWord: () => exportReportToWord(params, investigation.title),
  };
}

export type InsightCommands = ReturnType<typeof useInsightCommands>;
