import type { Readable } from 'node:stream';
import { storageKeyProblem } from '@quarry/contract';

/**
 * A stored file being read: its bytes as a stream (never whole in memory), its size and content type. The reader
 * reads the body to its end or destroys it: it holds an open file or connection until then.
 */
export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

/** One file of a listing. */
export interface StoredEntry {
  key: string;
  size: number;
  modified: Date;
}

export interface PutOptions {
  /** Sent back on download; when missing, one is guessed from the key's extension. */
  contentType?: string;
}

/**
 * The files the server keeps (uploaded CVs, report files, generated pages), by key: a relative path such as
 * `reports/cluster/42.xlsx` (`storageKeyProblem` in the contract says which keys are good). A bad key is a
 * `StorageKeyError`; a store that refuses or fails a request is a `StorageError` naming it.
 */
export interface FileStorage {
  /** Stores a file under the key, replacing any file there; readers see the old file or the new one, never a part. */
  put(key: string, body: Buffer | Readable, options?: PutOptions): Promise<void>;
  /** The file under the key, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Every file whose key starts with the prefix ('' for all, 'reports/' for a folder), by key. */
  list(prefix?: string): Promise<StoredEntry[]>;
  /** Removes the file under the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** What the UI shows as a file's 'S3 Path' or storage location: s3://bucket/prefix/key, or the key itself. */
  location(key: string): string;
  /** Where the files are kept, for the start-up log. */
  describe(): string;
}

/** A key that is not a storage key (the message says why). */
export class StorageKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageKeyError';
  }
}

/** A store that refused or failed a request (a wrong credential, a missing bucket, a full disk …). */
export class StorageError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'StorageError';
  }
}

/** The key as it is, or a StorageKeyError: every storage checks its keys here, before touching anything. */
export function checkedKey(key: string): string {
  const problem = storageKeyProblem(key);
  if (problem) throw new StorageKeyError(problem);
  return key;
}

/** A listing prefix: '' or a key's beginning, which may end with '/'. */
export function checkedPrefix(prefix: string): string {
  if (prefix !== '') checkedKey(prefix.endsWith('/') ? prefix.slice(0, -1) : prefix);
  return prefix;
}

const typesByExtension: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
  json: 'application/json',
  csv: 'text/csv',
  txt: 'text/plain; charset=utf-8',
  html: 'text/html; charset=utf-8',
  zip: 'application/zip',
};

/** A content type for a key without one: by its extension, else plain bytes. */
export function contentTypeOf(key: string): string {
  const name = fileNameOf(key);
  const dot = name.lastIndexOf('.');
  return (dot > 0 && typesByExtension[name.slice(dot + 1).toLowerCase()]) || 'application/octet-stream';
}

/** The file name a key downloads as: its last segment. */
export const fileNameOf = (key: string): string => key.slice(key.lastIndexOf('/') + 1);

declare module 'fastify' {
  interface FastifyInstance {
    /** The files the server keeps (decorated by buildApp): the local folder or the S3 bucket of STORAGE_URL. */
    storage: FileStorage;
  }
}
