import type { FileStorage } from './file-storage.js';
import { localFileStorage } from './local-file-storage.js';
import { s3FileStorage } from './s3-file-storage.js';
import { parseStorageUrl } from './storage-url.js';

export interface StorageSettings {
  /** The local folder used when no STORAGE_URL is set (DATA_DIR/storage). */
  folder: string;
  /** s3://bucket/prefix: an S3 bucket instead of the folder. */
  url?: string;
  /** AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL: an S3-compatible server instead of AWS. */
  s3Endpoint?: string;
}

/** The storage the settings choose: the S3 bucket of STORAGE_URL, else the local folder. */
export function createFileStorage(settings: StorageSettings): FileStorage {
  if (!settings.url) return localFileStorage(settings.folder);
  return s3FileStorage({ ...parseStorageUrl(settings.url), endpoint: settings.s3Endpoint });
}
