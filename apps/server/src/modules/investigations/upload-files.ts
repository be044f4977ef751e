import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { Queryable } from '../../db/database.js';
import { existingInvestigationIds, type StoredFile } from './uploads.repository.js';

/** A file of one upload written to disk as it streamed in. */
/** The files of one upload request while it is still running: a folder of its own until an investigation owns them. */
export interface IncomingFiles {
  /** Writes `chunks` to the next file; answers its size. */
  write(fileName: string, chunks: AsyncIterable<Buffer>): Promise<StoredFile>;
  /** Gives the folder to the investigation (inside its creating transaction, before the harvest can look). */
  moveTo(investigationId: number): Promise<void>;
  /**
   * Adds these files to the folder of an investigation that has one already (files added later), each under a name
   * of its own there; answers them with those names.
   */
  addTo(investigationId: number, files: StoredFile[]): Promise<StoredFile[]>;
  discard(): Promise<void>;
}

export type UploadFiles = ReturnType<typeof createUploadFiles>;

const INCOMING = 'incoming';
const STALE_INCOMING_MS = 24 * 3600 * 1000;

/**
 * Uploaded files under `root` (DATA_DIR/uploads): `<investigation id>/<n>.upload`, plus `incoming/<uuid>/` while
 * a request streams. The database rows say which file is which; the folders go with their investigation.
 */
export function createUploadFiles(root: string, db: Queryable) {
  const folderOf = (investigationId: number) => path.join(root, String(investigationId));

  return {
    pathOf: (investigationId: number, storedName: string) => path.join(folderOf(investigationId), storedName),

    async incoming(): Promise<IncomingFiles> {
      let folder = path.join(root, INCOMING, randomUUID());
      await fs.promises.mkdir(folder, { recursive: true });
      let count = 0;
      return {
        async write(fileName, chunks) {
          const storedName = `${count++}.upload`;
          const out = fs.createWriteStream(path.join(folder, storedName));
          let sizeBytes = 0;
          try {
            for await (const chunk of chunks) {
              sizeBytes += chunk.length;
              if (!out.write(chunk)) await once(out, 'drain');
            }
          } finally {
            out.end();
            await once(out, 'close');
          }
          return { fileName, storedName, sizeBytes };
        },
        async moveTo(investigationId) {
          // A folder already there is stale: its investigation id is new in this database (one that was reset or
          // restored while the data folder was kept).
          await fs.promises.rm(folderOf(investigationId), { recursive: true, force: true });
          await fs.promises.rename(folder, folderOf(investigationId));
          folder = folderOf(investigationId);
        },
        async addTo(investigationId, files) {
          await fs.promises.mkdir(folderOf(investigationId), { recursive: true });
          const added = randomUUID();
          const moved: StoredFile[] = [];
          for (const file of files) {
            const storedName = `${added}-${file.storedName}`;
            await fs.promises.rename(
              path.join(folder, file.storedName),
              path.join(folderOf(investigationId), storedName),
            );
            moved.push({ ...file, storedName });
          }
          await fs.promises.rm(folder, { recursive: true, force: true });
          return moved;
        },
        discard: () => fs.promises.rm(folder, { recursive: true, force: true }),
      };
    },

    /** Removes the stored files of these (deleted) investigations. */
    async removeFor(investigationIds: number[]): Promise<void> {
      for (const id of investigationIds) await fs.promises.rm(folderOf(id), { recursive: true, force: true });
    },

    /**
     * Removes the folders of investigations that no longer exist (deleted with their owner, or while this process
     * was down) and uploads abandoned half-way a day ago. Only where this folder belongs to this database alone
     * (the embedded engine): processes of other PostgreSQL databases may share a DATA_DIR.
     */
    async removeOrphans(): Promise<void> {
      const names = await fs.promises.readdir(root).catch(() => [] as string[]);
      const ids = names.filter((name) => /^\d+$/.test(name)).map(Number);
      const alive = ids.length ? await existingInvestigationIds(db, ids) : new Set<number>();
      for (const id of ids) if (!alive.has(id)) await fs.promises.rm(folderOf(id), { recursive: true, force: true });
      const incoming = path.join(root, INCOMING);
      for (const name of await fs.promises.readdir(incoming).catch(() => [] as string[])) {
        const stat = await fs.promises.stat(path.join(incoming, name)).catch(() => undefined);
        if (stat && Date.now() - stat.mtimeMs > STALE_INCOMING_MS)
          await fs.promises.rm(path.join(incoming, name), { recursive: true, force: true });
      }
    },
  };
}
