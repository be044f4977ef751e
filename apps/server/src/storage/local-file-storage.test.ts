import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStorageSuite } from '../test/file-storage-suite.js';
import type { FileStorage } from './file-storage.js';
import { localFileStorage } from './local-file-storage.js';

describe('the local folder storage', () => {
  let folder: string;
  let storage: FileStorage;
  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-storage-'));
    storage = localFileStorage(path.join(folder, 'storage'));
  });
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  fileStorageSuite(() => storage);

  it('keeps a file as a plain file under its key, with no temporary file left, and shows the key as its location', async () => {
    await storage.put('plain/look.txt', Buffer.from('on disk'));
    expect(fs.readFileSync(path.join(folder, 'storage', 'plain', 'look.txt'), 'utf8')).toBe('on disk');
    expect(fs.readdirSync(path.join(folder, 'storage', '.partial'))).toEqual([]);
    expect(storage.location('plain/look.txt')).toBe('plain/look.txt');
  });

  it('removes the folders a deleted file leaves empty', async () => {
    await storage.put('gone/deep/er/file.txt', Buffer.from('x'));
    await storage.delete('gone/deep/er/file.txt');
    expect(fs.existsSync(path.join(folder, 'storage', 'gone'))).toBe(false);
  });
});
