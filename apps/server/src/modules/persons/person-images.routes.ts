import { personsApi } from '@quarry/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { readImageForm } from '../../http/image-form.js';
import { addRoute } from '../../http/route.js';
import type { PersonImages } from './person-images.js';
import type { StoredImage } from './person-images.repository.js';

const sendImage = (reply: FastifyReply, contentType: string, content: Buffer) =>
  reply
    .type(contentType)
    // Addressed with ?time= when it changes; a stale copy is never kept beyond a session.
    .header('cache-control', 'private, max-age=3600')
    .header('x-content-type-options', 'nosniff')
    .send(content) as never;

const sendStored = (reply: FastifyReply, image: StoredImage) => sendImage(reply, image.content_type, image.content);

/** Persons' pictures (doc 2 §7) and GET /api/images (doc 3 §7). */
export function registerPersonImageRoutes(app: FastifyInstance, images: PersonImages): void {
  addRoute(app, personsApi.uploadImage, async ({ investigation, params, request }) =>
    images.upload(investigation.id, params.personId, (await readImageForm(request)).file),
  );
  addRoute(app, personsApi.preprocessImage, async ({ investigation, params, body, reply }) => {
    const fetched = await images.preprocess(investigation.id, params.personId, body.url);
    return sendImage(reply, fetched.contentType, fetched.content);
  });
  addRoute(app, personsApi.clearImage, async ({ investigation, params }) =>
    images.clear(investigation.id, params.personId),
  );
  addRoute(app, personsApi.personImage, async ({ investigation, params, reply }) =>
    sendStored(reply, await images.ofPerson(investigation.id, params.personId)),
  );
  addRoute(app, personsApi.image, async ({ query, user, reply }) =>
    sendStored(reply, await images.byId(user, query.imageId)),
  );
}
