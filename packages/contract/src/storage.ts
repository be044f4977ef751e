import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

/** A storage key's longest form, in characters (S3 allows 1,024 bytes; keys here are ASCII). */
export const MAX_STORAGE_KEY_LENGTH = 512;

/**
 * One segment of a storage key: letters, digits, '.', '_' and '-', not starting with '.' or '-' (so no '.', '..',
 * hidden file or option-like name). Segments are joined by single '/', with none leading or trailing.
 */
const KEY_SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9._-]*$/;

export const storageMessages = {
  missingKey: 'A storage key is required.',
  badKey: (key: string) =>
    `"${key.length > 80 ? `${key.slice(0, 80)}…` : key}" is not a storage key: a key is a relative path of ` +
    `letters, digits, '.', '_' and '-' segments joined by '/', with no leading '/', no '..' and at most ` +
    `${MAX_STORAGE_KEY_LENGTH} characters.`,
  notFound: 'No stored file has this key.',
} as const;

/** Why a storage key is refused, or undefined for a good one: the one rule of keys, for the server and the web app. */
export function storageKeyProblem(key: string): string | undefined {
  if (key === '') return storageMessages.missingKey;
  const good = key.length <= MAX_STORAGE_KEY_LENGTH && key.split('/').every((segment) => KEY_SEGMENT.test(segment));
  return good ? undefined : storageMessages.badKey(key);
}

/** The files the server keeps (reports, uploaded CVs), downloaded by their storage key ('S3 Path'). */
export const storageApi = {
  download: defineEndpoint({
    method: 'GET',
    path: '/api/admin/storage',
    access: 'admin',
    summary:
      'A stored file by its storage key (the S3 Path and the storage location of the admin reports), as an ' +
      'attachment with its content type; 404 when no file has the key, 400 for a malformed key',
    query: z.object({ key: z.string() }),
    response: z.unknown(),
  }),
} as const;

/** Where the web app downloads a stored file (a report's storage location, an S3 Path) from. */
export const storageDownloadPath = (key: string): string =>
  `${storageApi.download.path}?key=${encodeURIComponent(key)}`;
