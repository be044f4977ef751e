import type { Queryable } from '../../db/database.js';
import type { PersonRow } from './person-summary.repository.js';

export type PersonDetailsRow = Pick<PersonRow, 'id' | 'name' | 'university_profile_url' | 'author_image_id'>;

/**
 * Writes what a reviewer saved and stamps the review; a name that differs from the one stored overrides the
 * automatic choice from then on. Undefined when the investigation has no such person.
 */
export async function savePersonDetails(
  db: Queryable,
  investigationId: number,
  details: { id: number; name: string; universityProfileUrl: string | null; authorImageId: number | null },
): Promise<PersonDetailsRow | undefined> {
  const { rows } = await db.query<PersonDetailsRow>(
    `UPDATE persons SET name_overridden = name_overridden OR name <> $3, name = $3, university_profile_url = $4, author_image_id = $5,
       last_reviewed_at = now()
     WHERE investigation_id = $1 AND id = $2 RETURNING id, name, university_profile_url, author_image_id`,
    [investigationId, details.id, details.name, details.universityProfileUrl, details.authorImageId],
  );
  return rows[0];
}

/** Stamps the review of the person now; its time, or undefined when the investigation has no such person. */
export async function markPersonReviewed(
  db: Queryable,
  investigationId: number,
  personId: number,
): Promise<Date | undefined> {
  const { rows } = await db.query<{ at: Date }>(
    'UPDATE persons SET last_reviewed_at = now() WHERE investigation_id = $1 AND id = $2 RETURNING last_reviewed_at AS at',
    [investigationId, personId],
  );
  return rows[0]?.at;
}

/** Removes the person's image (the image itself stays, for an undo or another reference). */
export async function clearPersonImage(
  db: Queryable,
  investigationId: number,
  personId: number,
): Promise<PersonDetailsRow | undefined> {
  const { rows } = await db.query<PersonDetailsRow>(
    'UPDATE persons SET author_image_id = NULL WHERE investigation_id = $1 AND id = $2 RETURNING id, name, university_profile_url, author_image_id',
    [investigationId, personId],
  );
  return rows[0];
}
