import { authApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { addRoute } from '../../http/route.js';
import { quarryVersion } from '../../version.js';

/** GET /api/about: the version and every environment flag of doc 1 §3, from the settings. */
export function registerAboutRoutes(
  app: FastifyInstance,
  config: Pick<Config, 'flags' | 'supportEmail' | 'helpLinks'>,
): void {
  const about = { version: quarryVersion, ...config.flags, supportEmail: config.supportEmail, ...config.helpLinks };
  addRoute(app, authApi.about, async () => about);
}
