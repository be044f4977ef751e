import { imageCrop, insightsApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../http/downloads.js';
import { badRequest } from '../../http/http-error.js';
import { readImageForm } from '../../http/image-form.js';
import { addRoute, noContent } from '../../http/route.js';
import type { InsightsService } from './insights.service.js';

const WORD_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The crop sent with an image (imageData, JSON); absent: none. */
function cropOf(imageData: string | undefined): unknown {
  if (imageData === undefined || imageData === '') return null;
  try {
    const parsed = imageCrop.safeParse(JSON.parse(imageData));
    if (parsed.success) return parsed.data;
  } catch {
    // reported below
  }
  throw badRequest('imageData must be the crop as JSON: {x, y, width, height}');
}

/** The insight calls of doc 3 §7. */
export function registerInsightsRoutes(app: FastifyInstance, insights: InsightsService): void {
  addRoute(app, insightsApi.list, ({ investigation }) => insights.report(investigation));
  addRoute(app, insightsApi.create, ({ investigation, params, body }) =>
    insights.create(investigation, params.observationType, body),
  );
  addRoute(app, insightsApi.update, ({ investigation, params, body }) =>
    insights.update(investigation, params.observationId, body),
  );
  addRoute(app, insightsApi.remove, async ({ investigation, params, reply }) => {
    await insights.remove(investigation, params.observationId);
    return noContent(reply);
  });
  addRoute(app, insightsApi.uploadImage, async ({ investigation, params, request }) => {
    const form = await readImageForm(request);
    return insights.setImage(investigation, params.observationId, form.file, cropOf(form.fields.imageData));
  });
  addRoute(app, insightsApi.clearImage, ({ investigation, params }) =>
    insights.clearImage(investigation, params.observationId),
  );
  addRoute(app, insightsApi.createSection, ({ investigation, body }) =>
    insights.createSection(investigation, body.name, body.ordinal),
  );
  addRoute(app, insightsApi.renameSection, ({ investigation, body }) =>
    insights.renameSection(investigation, body.id, body.name),
  );
  addRoute(app, insightsApi.deleteSection, ({ investigation, body }) => insights.deleteSection(investigation, body));
  addRoute(app, insightsApi.reorderSections, ({ investigation, body }) =>
    insights.reorderSections(investigation, body.sectionIds),
  );
  addRoute(app, insightsApi.moveToSection, ({ investigation, body }) =>
    insights.moveToSection(investigation, body.observation, body.section),
  );
  addRoute(app, insightsApi.reorder, async ({ investigation, body, reply }) => {
    await insights.reorder(investigation, body.section, body.observationIds);
    return noContent(reply);
  });
  addRoute(app, insightsApi.exportToWord, async ({ investigation, user, reply }) => {
    const answer = await insights.exportToWord(user, investigation);
    if ('jobId' in answer) return reply.code(202).send(answer) as never;
    return sendDownload(reply, answer, WORD_TYPE);
  });
  addRoute(app, insightsApi.wordExport, ({ investigation, params }) =>
    insights.wordExport(investigation, params.jobId),
  );
  addRoute(app, insightsApi.wordExportFile, async ({ investigation, params, reply }) =>
    sendDownload(reply, await insights.wordExportFile(investigation, params.jobId), WORD_TYPE),
  );
}
