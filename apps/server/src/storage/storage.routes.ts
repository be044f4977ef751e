import { storageApi, storageKeyProblem, storageMessages } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { attachmentHeader } from '../http/downloads.js';
import { badRequest, notFound } from '../http/http-error.js';
import { addRoute } from '../http/route.js';
import { type FileStorage, fileNameOf } from './file-storage.js';

/** GET /api/admin/storage?key=…: a stored file, streamed as an attachment (admins only: it serves admin reports). */
export function registerStorageRoutes(app: FastifyInstance, storage: FileStorage): void {
  addRoute(app, storageApi.download, async ({ query, reply }) => {
    const problem = storageKeyProblem(query.key);
    if (problem) throw badRequest(problem);
    const file = await storage.get(query.key);
    if (!file) throw notFound(storageMessages.notFound);
    return reply
      .header('content-disposition', attachmentHeader(fileNameOf(query.key)))
      .header('content-length', file.size)
      .type(file.contentType)
      .send(file.body) as never;
  });
}
