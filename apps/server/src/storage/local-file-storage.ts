import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  checkedKey,
  checkedPrefix,
  contentTypeOf,
  type FileStorage,
  type PutOptions,
  StorageError,
  type StoredEntry,
  type StoredFile,
} from './file-storage.js';

/**
 * Files kept in a folder (DATA_DIR/storage by default), a key being a relative path in it. A file is written to a
 * temporary file first and renamed into place, so a reader never sees half of one. Content types given on put
 * are kept beside the files, under `.types/` (keys never start with '.', so no key reaches it or `.partial/`).
 */
export function localFileStorage(root: string): FileStorage {
  const partialDir = path.join(root, '.partial');
  const typesDir = path.join(root, '.types');
  const fileOf = (key: string) => path.join(root, ...key.split('/'));
  const typeFileOf = (key: string) => path.join(typesDir, ...key.split('/'));

  /** Writes the body to a temporary file, then renames it to the target: all of it or nothing. */
  async function writeAtomically(target: string, body: Buffer | Readable): Promise<void> {
    await fs.promises.mkdir(partialDir, { recursive: true });
    const partial = path.join(partialDir, randomUUID());
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(partial));
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      await fs.promises.rename(partial, target);
    } catch (error) {
      await fs.promises.rm(partial, { force: true });
      throw asStorageError(error);
    }
  }

  return {
    async put(key, body, options: PutOptions = {}) {
      checkedKey(key);
      // The file first: a put that fails midway leaves the old file with its old content type.
      await writeAtomically(fileOf(key), body);
      if (options.contentType) await writeAtomically(typeFileOf(key), Buffer.from(options.contentType));
      else await fs.promises.rm(typeFileOf(key), { force: true });
    },

    async get(key): Promise<StoredFile | undefined> {
      checkedKey(key);
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(fileOf(key), 'r');
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw asStorageError(error);
      }
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return undefined;
      }
      const storedType = await fs.promises.readFile(typeFileOf(key), 'utf8').catch(() => undefined);
      return { body: handle.createReadStream(), size: stat.size, contentType: storedType || contentTypeOf(key) };
    },

    async list(prefix = '') {
      checkedPrefix(prefix);
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      const entries: StoredEntry[] = [];
      for await (const entry of walk(root, folder)) if (entry.key.startsWith(prefix)) entries.push(entry);
      return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },

    async delete(key) {
      checkedKey(key);
      await fs.promises.rm(fileOf(key), { force: true });
      await fs.promises.rm(typeFileOf(key), { force: true });
      await removeEmptyFolders(root, path.dirname(fileOf(key)));
    },

    location: (key) => checkedKey(key),
    describe: () => `the folder ${root}`,
  };
}

/** Every file under root/folder, as keys; the '.'-named folders of the storage itself are skipped. */
async function* walk(root: string, folder: string): AsyncGenerator<StoredEntry> {
  let names: fs.Dirent[];
  try {
    names = await fs.promises.readdir(path.join(root, ...folder.split('/')), { withFileTypes: true });
  } catch (error) {
    if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return;
    throw asStorageError(error);
  }
  for (const entry of names) {
    if (entry.name.startsWith('.')) continue;
    const key = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* walk(root, key);
    else if (entry.isFile()) {
      const stat = await fs.promises.stat(path.join(root, ...key.split('/'))).catch(() => undefined);
      if (stat) yield { key, size: stat.size, modified: stat.mtime };
    }
  }
}

/** Removes the now empty folders a deleted file leaves, up to (not including) the root. */
async function removeEmptyFolders(root: string, folder: string): Promise<void> {
  for (let current = folder; current.startsWith(root + path.sep); current = path.dirname(current)) {
    try {
      await fs.promises.rmdir(current);
    } catch {
      return; // not empty (or gone): the folders above it are not empty either
    }
  }
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException)?.code === 'ENOENT';

const asStorageError = (error: unknown) =>
  error instanceof StorageError
    ? error
    : new StorageError(`The storage folder could not be used: ${(error as Error).message}`, { cause: error });
