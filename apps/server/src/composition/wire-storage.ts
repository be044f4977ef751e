import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { createFileStorage } from '../storage/create-storage.js';
import type { FileStorage } from '../storage/file-storage.js';

/** The one storage of files every module that keeps files is given (the admin reports, uploaded CVs). */
export function wireStorage(app: FastifyInstance, config: Config): FileStorage {
  const storage = createFileStorage(config.storage);
  app.decorate('storage', storage);
  app.log.info(`Stored files are kept in ${storage.describe()}`);
  return storage;
}
