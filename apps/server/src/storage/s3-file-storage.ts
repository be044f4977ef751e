import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  checkedKey,
  checkedPrefix,
  contentTypeOf,
  type FileStorage,
  StorageError,
  type StoredEntry,
} from './file-storage.js';
import type { S3Location } from './storage-url.js';

export interface S3StorageOptions extends S3Location {
  /**
   * An S3-compatible server's address (AWS_ENDPOINT_URL_S3 or AWS_ENDPOINT_URL). When set, buckets are addressed
   * by path (most such servers have no per-bucket host names) and checksums are sent only where S3 requires them
   * (many such servers do not know the newer ones).
   */
  endpoint?: string;
  /** Unset: the SDK's own lookup (AWS_REGION, the profile); with a custom endpoint and no region, us-east-1. */
  region?: string;
  /** Unset: the SDK's own lookup (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, the profile, an instance role). */
  credentials?: S3ClientConfig['credentials'];
}

/** A streamed upload is sent in parts of this size, at most two at a time: the memory one upload holds. */
const PART_BYTES = 5 * 1024 * 1024;

/** Files kept in an S3 bucket (or an S3-compatible server's), under a key prefix, through the AWS SDK v3 client. */
export function s3FileStorage(options: S3StorageOptions): FileStorage {
  const { bucket, prefix, endpoint } = options;
  // S3-compatible servers mostly ignore the region, but the SDK signs with one.
  const region = options.region ?? (endpoint && !process.env.AWS_REGION ? 'us-east-1' : undefined);
  const client = new S3Client({
    ...(endpoint && {
      endpoint,
      forcePathStyle: true,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
    ...(region && { region }),
    ...(options.credentials && { credentials: options.credentials }),
  });
  const where = `s3://${bucket}/${prefix}`;
  /** Runs one request; a refusal or failure becomes a StorageError that names the bucket and S3's reason. */
  const send = async <T>(request: () => Promise<T>): Promise<T> => {
    try {
      return await request();
    } catch (error) {
      throw storageErrorOf(error, where);
    }
  };

  return {
    async put(key, body, putOptions = {}) {
      const params = {
        Bucket: bucket,
        Key: prefix + checkedKey(key),
        ContentType: putOptions.contentType ?? contentTypeOf(key),
      };
      if (Buffer.isBuffer(body)) {
        await send(() => client.send(new PutObjectCommand({ ...params, Body: body })));
        return;
      }
      // A stream of unknown length: uploaded in parts, so a large file is never held whole in memory.
      await send(() =>
        new Upload({ client, params: { ...params, Body: body }, partSize: PART_BYTES, queueSize: 2 }).done(),
      );
    },

    async get(key) {
      const Key = prefix + checkedKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        return {
          body: answer.Body as Readable,
          size: answer.ContentLength ?? 0,
          contentType: answer.ContentType ?? contentTypeOf(key),
        };
      } catch (error) {
        if (isMissingKey(error)) return undefined;
        throw storageErrorOf(error, where);
      }
    },

    async list(listPrefix = '') {
      checkedPrefix(listPrefix);
      const entries: StoredEntry[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await send(() =>
          client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix + listPrefix, ContinuationToken })),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          entries.push({
            key: object.Key.slice(prefix.length),
            size: object.Size ?? 0,
            modified: object.LastModified ?? new Date(0),
          });
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },

    async delete(key) {
      const Key = prefix + checkedKey(key);
      await send(() => client.send(new DeleteObjectCommand({ Bucket: bucket, Key })));
    },

    location: (key) => `s3://${bucket}/${prefix}${checkedKey(key)}`,
    describe: () => `the bucket ${where}${endpoint ? ` at ${endpoint}` : ''}`,
  };
}

const isMissingKey = (error: unknown) => (error as Error)?.name === 'NoSuchKey';

/** S3's refusal as a StorageError: "… refused the request (SignatureDoesNotMatch, 403): …". */
function storageErrorOf(error: unknown, where: string): StorageError {
  const { name, message, $metadata } = error as Error & { $metadata?: { httpStatusCode?: number } };
  const status = $metadata?.httpStatusCode;
  const reason = [name, status].filter(Boolean).join(', ');
  return new StorageError(`The storage ${where} refused the request (${reason}): ${message}`, { cause: error });
}
