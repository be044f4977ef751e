import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import { type FileStorage, StorageKeyError } from '../storage/file-storage.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The bytes of a stored file, or undefined when there is none. */
async function read(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  const file = await storage.get(key);
  return file && buffer(file.body);
}

/** A body of `size` bytes that a generator makes chunk by chunk (never one buffer), and the sha256 of those bytes. */
function generatedStream(size: number, seed: number): { stream: Readable; sha256: Promise<string> } {
  const hash = createHash('sha256');
  let done: (digest: string) => void;
  const sha256 = new Promise<string>((resolve) => (done = resolve));
  async function* chunks() {
    const chunk = Buffer.alloc(64 * 1024);
    for (let sent = 0, n = seed; sent < size; sent += chunk.length) {
      for (let i = 0; i < chunk.length; i += 4) chunk.writeUInt32LE((n = (n * 1103515245 + 12345) >>> 0), i);
      const part = chunk.subarray(0, Math.min(chunk.length, size - sent));
      hash.update(part);
      yield Buffer.from(part);
    }
    done(hash.digest('hex'));
  }
  return { stream: Readable.from(chunks()), sha256 };
}

/**
 * The behaviour every FileStorage must have, run against each implementation (the local folder, the S3 bucket).
 * `storage()` is the storage under test, empty when the suite starts.
 */
export function fileStorageSuite(storage: () => FileStorage): void {
  it('stores a file and gives it back with its size and content type', async () => {
    await storage().put('reports/cluster/7.xlsx', Buffer.from('workbook bytes'), { contentType: XLSX });
    const file = await storage().get('reports/cluster/7.xlsx');
    expect(file).toMatchObject({ size: 14, contentType: XLSX });
    expect((await buffer(file!.body)).toString()).toBe('workbook bytes');
  });

  it('guesses the content type from the extension when none is given', async () => {
    await storage().put('cvs/ada.pdf', Buffer.from('%PDF-1.4'));
    const file = await storage().get('cvs/ada.pdf');
    file?.body.destroy();
    expect(file?.contentType).toBe('application/pdf');
  });

  it('answers undefined for a missing key', async () => {
    expect(await storage().get('reports/none-such.xlsx')).toBeUndefined();
    expect(await storage().get('no-folder/at-all.txt')).toBeUndefined();
  });

  it('replaces a file on a second put, size and content type with it', async () => {
    await storage().put('pages/index.html', Buffer.from('<p>first version, longer</p>'), { contentType: 'text/html' });
    await storage().put('pages/index.html', Buffer.from('second'), { contentType: 'text/plain' });
    const file = await storage().get('pages/index.html');
    expect(file).toMatchObject({ size: 6, contentType: 'text/plain' });
    expect((await buffer(file!.body)).toString()).toBe('second');
  });

  it('lists the files under a prefix, by key, with their size and time', async () => {
    const before = Date.now() - 60_000;
    await storage().put('list/a/one.txt', Buffer.from('1'));
    await storage().put('list/a/two.txt', Buffer.from('22'));
    await storage().put('list/a/deeper/three.txt', Buffer.from('333'));
    await storage().put('list/b/four.txt', Buffer.from('4444'));
    await storage().put('list/ab.txt', Buffer.from('55555'));

    const underA = await storage().list('list/a/');
    expect(underA.map(({ key, size }) => [key, size])).toEqual([
      ['list/a/deeper/three.txt', 3],
      ['list/a/one.txt', 1],
      ['list/a/two.txt', 2],
    ]);
    for (const entry of underA) expect(entry.modified.getTime()).toBeGreaterThan(before);
    // A prefix is the start of a key, not only a folder: list/a matches list/ab.txt too.
    expect((await storage().list('list/a')).map(({ key }) => key)).toContain('list/ab.txt');
    expect((await storage().list('list/')).length).toBe(5);
    expect(await storage().list('list/none/')).toEqual([]);
    expect((await storage().list()).map(({ key }) => key)).toEqual(
      expect.arrayContaining(['list/b/four.txt', 'list/ab.txt']),
    );
  });

  it('deletes a file; deleting a missing key is no error', async () => {
    await storage().put('trash/old.txt', Buffer.from('old'));
    await storage().put('trash/kept.txt', Buffer.from('kept'));
    await storage().delete('trash/old.txt');
    expect(await storage().get('trash/old.txt')).toBeUndefined();
    expect(await storage().list('trash/')).toMatchObject([{ key: 'trash/kept.txt' }]);
    await expect(storage().delete('trash/old.txt')).resolves.toBeUndefined();
  });

  it('refuses a bad key with a clear error, before touching anything', async () => {
    const badKeys = ['', '/abs.txt', '../escape.txt', 'a/../b.txt', 'a//b.txt', 'trailing/', 'sp ace.txt', '.hidden'];
    for (const key of [...badKeys, 'x'.repeat(600), 'a\\b.txt', 'é.txt']) {
      await expect(storage().put(key, Buffer.from('x')), key).rejects.toThrow(StorageKeyError);
      await expect(storage().get(key), key).rejects.toThrow(StorageKeyError);
      await expect(storage().delete(key), key).rejects.toThrow(StorageKeyError);
      expect(() => storage().location(key), key).toThrow(StorageKeyError);
    }
    await expect(storage().get('../escape.txt')).rejects.toThrow(/not a storage key: a key is a relative path/);
    await expect(storage().list('../')).rejects.toThrow(StorageKeyError);
  });

  it('streams a large body in and out, byte for byte', async () => {
    const size = 7 * 1024 * 1024 + 123; // more than one 5 MB part of a multipart upload
    const { stream, sha256 } = generatedStream(size, 26);
    await storage().put('large/body.bin', stream, { contentType: 'application/octet-stream' });
    const file = await storage().get('large/body.bin');
    expect(file?.size).toBe(size);
    const hash = createHash('sha256');
    let received = 0;
    for await (const chunk of file!.body) {
      hash.update(chunk as Buffer);
      received += (chunk as Buffer).length;
    }
    expect(received).toBe(size);
    expect(hash.digest('hex')).toBe(await sha256);
  });

  it('keeps the old file when a streamed put fails midway', async () => {
    await storage().put('atomic/report.txt', Buffer.from('complete old report'), { contentType: 'text/csv' });
    async function* failing() {
      yield Buffer.from('half of a new');
      throw new Error('the upload broke');
    }
    await expect(storage().put('atomic/report.txt', Readable.from(failing()))).rejects.toThrow();
    expect((await read(storage(), 'atomic/report.txt'))?.toString()).toBe('complete old report');
    const file = await storage().get('atomic/report.txt');
    file?.body.destroy();
    expect(file?.contentType).toBe('text/csv');
  });
}
