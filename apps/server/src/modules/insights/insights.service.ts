import {
  DEFAULT_SECTION,
  insightText,
  LARGE_REPORT,
  type WordExportState,
  type InsightReport,
  type Observation,
  type ObservationInput,
  type ObservationSection,
  type ObservationType,
  type WorkspaceDocument,
} from '@quarry/contract';
import type { Database, Queryable } from '../../db/database.js';
import type { IdMap } from '../../db/id-map.js';
import { exportFileName } from '../../http/downloads.js';
import { badRequest, forbidden, notFound } from '../../http/http-error.js';
import type { SessionUser } from '../../http/session-user.js';
import type { JobHandler, JobRunner } from '../../jobs/job-runner.js';
import type { InvestigationFacts } from '../investigations/index.js';
import * as repo from './insights.repository.js';
import { reportDocxInWorker } from './report-in-worker.js';

/** Where insights' images are kept (the persons module's image store: doc 3 "stored as the person images are"). */
export interface InsightImageStore {
  /** Checks the bytes are an image and stores them; answers the image id (400 for no file or not an image). */
  store(investigationId: number, content: Buffer | undefined): Promise<number>;
  /** An image of the investigation, for the Word file. */
  find(investigationId: number, imageId: number): Promise<{ content: Buffer; content_type: string } | undefined>;
  /** Deletes an image no insight shows any more (it was stored for one insight only). */
  discard(investigationId: number, imageId: number): Promise<void>;
}

/** What the report needs from other modules. */
export interface InsightsPorts {
  images: InsightImageStore;
  /** The documents of the investigation with these ids (Document insights' citations). */
  documents(investigationId: number, ids: number[]): Promise<WorkspaceDocument[]>;
  title(investigationId: number): Promise<string>;
  jobs: Pick<JobRunner, 'enqueue' | 'find'>;
}

export const EXPORT_REPORT_JOB = 'export-report';

interface WordFile {
  fileName: string;
  content: Buffer;
}

type Input = Required<Omit<ObservationInput, 'observation'>> & { observation: string };

/** The section id of the API as stored: the Default Section (0) and null are no section. */
const storedSection = (section: number | null): number | null =>
  section === null || section === DEFAULT_SECTION.id ? null : section;

const sameMembers = (given: readonly number[], actual: readonly number[]) =>
  given.length === actual.length && new Set(given).size === given.length && given.every((id) => actual.includes(id));

/**
 * Insights and their report sections (doc 3 §3, §4, §7): the Default Section is fixed; a new insight goes last in
 * it; deleting a section puts its insights after the Default Section's, in their order.
 */
export function createInsightsService(db: Database, { images, documents, title, jobs }: InsightsPorts) {
  const sectionsOf = async (investigationId: number): Promise<ObservationSection[]> => [
    { ...DEFAULT_SECTION },
    ...(await repo.listSections(db, investigationId)),
  ];

  async function requireSection(investigationId: number, sectionId: number): Promise<void> {
    if (sectionId === DEFAULT_SECTION.id) throw badRequest(insightText.defaultSectionFixed);
    if (!(await repo.listSections(db, investigationId)).some((section) => section.id === sectionId))
      throw badRequest(insightText.unknownSection);
  }

  const discardImage = async (investigationId: number, imageId: number | null) => {
    if (imageId !== null) await images.discard(investigationId, imageId);
  };

  const found = (observation: Observation | undefined): Observation => {
    if (!observation) throw notFound();
    return observation;
  };

  /** The report's Word file, built in a worker thread: a title page, the sections, each insight with what it refers to. */
  async function wordFile(investigation: Pick<InvestigationFacts, 'id'>, read?: InsightReport): Promise<WordFile> {
    const { sections, observations } = read ?? (await report(investigation));
    const imageIds = [...new Set(observations.flatMap((o) => (o.imageId === null ? [] : [o.imageId])))];
    const stored = await Promise.all(
      imageIds.map(async (imageId) => [imageId, await images.find(investigation.id, imageId)] as const),
    );
    const documentIds = observations
      .filter((o) => o.type === 'Document')
      .map((o) => Number(o.referencedObject))
      .filter(Number.isInteger);
    const cited = documentIds.length ? await documents(investigation.id, [...new Set(documentIds)]) : [];
    const name = await title(investigation.id);
    const content = await reportDocxInWorker({
      title: name,
      date: new Date(),
      sections,
      observations,
      images: new Map(
        stored.flatMap(([imageId, image]) =>
          image ? [[imageId, { content: image.content, contentType: image.content_type }]] : [],
        ),
      ),
      documents: new Map(cited.map((document) => [document.id, document])),
    });
    return { fileName: exportFileName(name, 'docx'), content };
  }

  const report = async (investigation: Pick<InvestigationFacts, 'id'>): Promise<InsightReport> => ({
    sections: await sectionsOf(investigation.id),
    observations: await repo.listObservations(db, investigation.id),
  });

  return {
    report,

    /** The insights module's part of duplicating an investigation (commands/duplicate-investigation.command.ts). */
    copy: (
      tx: Queryable,
      sourceId: number,
      copyId: number,
      copied: { documents: IdMap; persons: IdMap; images: IdMap },
    ): Promise<void> => repo.copyReport(tx, sourceId, copyId, copied),

    create: (investigation: InvestigationFacts, type: ObservationType, input: Input) =>
      db.transaction((tx) => repo.insertObservation(tx, investigation.id, type, input)),

    update: async (investigation: InvestigationFacts, observationId: number, input: Input) =>
      found(await repo.updateObservation(db, investigation.id, observationId, input)),

    async remove(investigation: InvestigationFacts, observationId: number): Promise<void> {
      const deleted = await repo.deleteObservation(db, investigation.id, observationId);
      if (!deleted) throw notFound();
      await discardImage(investigation.id, deleted.imageId);
    },

    async setImage(
      investigation: InvestigationFacts,
      observationId: number,
      content: Buffer | undefined,
      crop: unknown,
    ): Promise<{ imageId: number }> {
      const before = found(await repo.findObservation(db, investigation.id, observationId));
      const imageId = await images.store(investigation.id, content);
      found(await repo.setObservationImage(db, investigation.id, observationId, imageId, crop ?? null));
      await discardImage(investigation.id, before.imageId);
      return { imageId };
    },

    async clearImage(investigation: InvestigationFacts, observationId: number): Promise<Observation> {
      const before = found(await repo.findObservation(db, investigation.id, observationId));
      const cleared = found(await repo.setObservationImage(db, investigation.id, observationId, null, null));
      await discardImage(investigation.id, before.imageId);
      return cleared;
    },

    /** A new section at `ordinal` among the others (past the end: last). */
    async createSection(
      investigation: InvestigationFacts,
      name: string,
      ordinal: number,
    ): Promise<ObservationSection[]> {
      await db.transaction(async (tx) => {
        const order = (await repo.listSections(tx, investigation.id)).map((section) => section.id);
        const id = await repo.insertSection(tx, investigation.id, name, ordinal);
        order.splice(Math.min(ordinal, order.length), 0, id);
        await repo.setSectionOrder(tx, investigation.id, order);
      });
      return sectionsOf(investigation.id);
    },

    async renameSection(
      investigation: InvestigationFacts,
      sectionId: number,
      name: string,
    ): Promise<ObservationSection[]> {
      await requireSection(investigation.id, sectionId);
      await repo.renameSection(db, investigation.id, sectionId, name);
      return sectionsOf(investigation.id);
    },

    async deleteSection(investigation: InvestigationFacts, sectionId: number): Promise<ObservationSection[]> {
      await requireSection(investigation.id, sectionId);
      await db.transaction(async (tx) => {
        const moved = await repo.observationIdsOf(tx, investigation.id, sectionId);
        const first = await repo.nextOrdinal(tx, investigation.id, null);
        await repo.setObservationOrder(tx, investigation.id, moved, first, null);
        await repo.deleteSection(tx, investigation.id, sectionId);
        const rest = (await repo.listSections(tx, investigation.id)).map((section) => section.id);
        await repo.setSectionOrder(tx, investigation.id, rest);
      });
      return sectionsOf(investigation.id);
    },

    async reorderSections(investigation: InvestigationFacts, sectionIds: number[]): Promise<ObservationSection[]> {
      const given = sectionIds[0] === DEFAULT_SECTION.id ? sectionIds.slice(1) : sectionIds;
      const actual = (await repo.listSections(db, investigation.id)).map((section) => section.id);
      if (!sameMembers(given, actual)) throw badRequest(insightText.notTheSections);
      await repo.setSectionOrder(db, investigation.id, given);
      return sectionsOf(investigation.id);
    },

    async moveToSection(
      investigation: InvestigationFacts,
      observationId: number,
      section: number | null,
    ): Promise<Observation> {
      const target = storedSection(section);
      if (target !== null) await requireSection(investigation.id, target);
      const moved = await db.transaction((tx) => repo.moveObservation(tx, investigation.id, observationId, target));
      if (!moved) throw badRequest(insightText.unknownObservation);
      return moved;
    },

    async reorder(investigation: InvestigationFacts, section: number | null, observationIds: number[]): Promise<void> {
      const target = storedSection(section);
      if (target !== null) await requireSection(investigation.id, target);
      const actual = await repo.observationIdsOf(db, investigation.id, target);
      if (!sameMembers(observationIds, actual)) throw badRequest(insightText.notTheInsights);
      await repo.setObservationOrder(db, investigation.id, observationIds);
    },

    /**
     * The report as a Word file (faculty users have none: doc 2 §6): built at once (in a worker thread), or, for a
     * large report (LARGE_REPORT), by the export-report job, whose id is answered.
     */
    async exportToWord(user: SessionUser, investigation: InvestigationFacts): Promise<WordFile | { jobId: number }> {
      if (user.facultyWorks) throw forbidden(insightText.noWordExport);
      const read = await report(investigation);
      const images = read.observations.filter((o) => o.imageId !== null).length;
      if (read.observations.length > LARGE_REPORT.insights || images > LARGE_REPORT.images)
        return {
          jobId: await jobs.enqueue({
            kind: EXPORT_REPORT_JOB,
            investigationId: investigation.id,
            payload: { investigationId: investigation.id },
          }),
        };
      return wordFile(investigation, read);
    },

    /** How a large report's export stands; 404 for a job that is not this investigation's export. */
    async wordExport(investigation: InvestigationFacts, jobId: number): Promise<{ state: WordExportState }> {
      const job = await jobs.find(jobId);
      if (!job || job.kind !== EXPORT_REPORT_JOB || Number(job.investigation_id) !== investigation.id) throw notFound();
      // a cancelled export (its investigation deleted meanwhile) will not come: failed, for the browser
      return { state: job.state === 'cancelled' ? 'failed' : job.state };
    },

    /** The file a large report's export built; 404 until it is done. */
    async wordExportFile(investigation: InvestigationFacts, jobId: number): Promise<WordFile> {
      const file = await repo.findReportExport(db, investigation.id, jobId);
      if (!file) throw notFound(insightText.exportNotReady);
      return file;
    },

    jobHandlers: {
      [EXPORT_REPORT_JOB]: async ({ job }) => {
        const { investigationId } = job.payload as { investigationId: number };
        const file = await wordFile({ id: investigationId });
        await repo.storeReportExport(db, job.id, investigationId, file.fileName, file.content);
      },
    } satisfies Record<string, JobHandler>,
  };
}

export type InsightsService = ReturnType<typeof createInsightsService>;
