import { imageText, MAX_IMAGE_BYTES, personsApi } from '@quarry/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { badRequest } from '../../http/http-error.js';
import { addRoute } from '../../http/route.js';
import type { PersonImages } from './person-images.js';
import type { StoredImage } from './person-images.repository.js';

/** The first file of a multipart form, at most MAX_IMAGE_BYTES. */
async function imageFile(request: FastifyRequest): Promise<Buffer | undefined> {
  if (!request.isMultipart()) throw badRequest(imageText.noFile);
  for await (const part of request.parts({ limits: { fileSize: MAX_IMAGE_BYTES } })) {
    if (part.type !== 'file') continue;
    try {
      const content = await part.toBuffer();
      if (part.file.truncated) throw badRequest(imageText.tooLarge);
      return content;
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(imageText.tooLarge);
      throw error;
    }
  }
  return undefined;
}

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
  addRoute(app, personsApi.uploadImage, async ({ investigation, params, request }) => images.upload(investigation.id, params.personId, await imageFile(request)));
  addRoute(app, personsApi.preprocessImage, async ({ investigation, params, body, reply }) => {
    const fetched = await images.preprocess(investigation.id, params.personId, body.url);
    return sendImage(reply, fetched.contentType, fetched.content);
  });
  addRoute(app, personsApi.clearImage, async ({ investigation, params }) => images.clear(investigation.id, params.personId));
  addRoute(app, personsApi.personImage, async ({ investigation, params, reply }) => sendStored(reply, await images.ofPerson(investigation.id, params.personId)));
  addRoute(app, personsApi.image, async ({ query, user, reply }) => sendStored(reply, await images.byId(user, query.imageId)));
}
