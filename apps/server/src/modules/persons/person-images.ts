import { imageText, type PersonDetails } from '@quarry/contract';
import type { Database } from '../../db/database.js';
import { badRequest, notFound } from '../../http/http-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { imageTypeOf } from './image-bytes.js';
import { fetchImage, type FetchedImage, type ImageFetchOptions } from './image-fetch.js';
import { clearPersonImage } from './person-details.repository.js';
import {
  deleteUnownedImage,
  findImage,
  imageOfPerson,
  insertImage,
  type StoredImage,
} from './person-images.repository.js';
import { findPerson } from './person-summary.repository.js';

export interface PersonImagesOptions extends ImageFetchOptions {
  /** Whether the user may open the investigation (the access policy, which the investigations module applies). */
  mayOpen(user: SessionUser, investigationId: number): Promise<boolean>;
}

/** Persons' pictures (doc 2 §7): stored in the database, shown by id to whoever may open their investigation. */
export function createPersonImages(db: Database, options: PersonImagesOptions) {
  async function requirePerson(investigationId: number, personId: number): Promise<void> {
    if (!(await findPerson(db, investigationId, personId))) throw notFound();
  }

  /** Stores an image of the investigation (of a person, or of something else: null); 400 for no file or not an image. */
  async function store(investigationId: number, personId: number | null, content: Buffer | undefined): Promise<number> {
    if (!content || content.length === 0) throw badRequest(imageText.noFile);
    const contentType = imageTypeOf(content);
    if (!contentType) throw badRequest(imageText.notImage);
    return insertImage(db, investigationId, personId, contentType, content);
  }

  return {
    /** Stores the picture as the browser cropped it; answers its id (saving the details with it shows it). */
    async upload(
      investigationId: number,
      personId: number,
      content: Buffer | undefined,
    ): Promise<{ authorImageId: number }> {
      await requirePerson(investigationId, personId);
      return { authorImageId: await store(investigationId, personId, content) };
    },

    /** Stores an image that is no person's (an insight's, doc 3 "stored as the person images are"); answers its id. */
    storeImage: (investigationId: number, content: Buffer | undefined): Promise<number> =>
      store(investigationId, null, content),

    /** Deletes an image stored with storeImage once nothing shows it (an insight deleted, its image replaced or cleared). */
    discardImage: (investigationId: number, imageId: number): Promise<void> =>
      deleteUnownedImage(db, investigationId, imageId),

    /** An image of the investigation, for the server's own use (the report's Word file). */
    async ofInvestigation(investigationId: number, imageId: number): Promise<StoredImage | undefined> {
      const image = await findImage(db, imageId);
      return image && Number(image.investigation_id) === investigationId ? image : undefined;
    },

    async preprocess(investigationId: number, personId: number, url: string): Promise<FetchedImage> {
      await requirePerson(investigationId, personId);
      return fetchImage(url, options);
    },

    async clear(investigationId: number, personId: number): Promise<PersonDetails> {
      const row = await clearPersonImage(db, investigationId, personId);
      if (!row) throw notFound();
      return {
        id: row.id,
        name: row.name,
        universityProfileUrl: row.university_profile_url,
        authorImageId: row.author_image_id,
      };
    },

    async ofPerson(investigationId: number, personId: number): Promise<StoredImage> {
      const image = await imageOfPerson(db, investigationId, personId);
      if (!image) throw notFound();
      return image;
    },

    async byId(user: SessionUser, imageId: number): Promise<StoredImage> {
      const image = await findImage(db, imageId);
      if (!image || !(await options.mayOpen(user, image.investigation_id))) throw notFound();
      return image;
    },
  };
}

export type PersonImages = ReturnType<typeof createPersonImages>;
