import { profileApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { sendDownload } from '../../http/downloads.js';
import { addRoute } from '../../http/route.js';
import type { ProfileService } from './profile.service.js';

const WORD_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The person profile calls of doc 2 §7: the overview's data, and the profile as a Word file. */
export function registerProfileRoutes(app: FastifyInstance, profiles: ProfileService): void {
  addRoute(app, profileApi.profile, ({ investigation, body }) => profiles.profile(investigation, body));
  addRoute(app, profileApi.exportProfile, async ({ user, investigation, body, reply }) =>
    sendDownload(reply, await profiles.exportProfile(user, investigation, body), WORD_TYPE),
  );
}
