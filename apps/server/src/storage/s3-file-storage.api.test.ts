import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileStorageSuite } from '../test/file-storage-suite.js';
import { S3_ACCESS_KEY as ACCESS_KEY, S3_SECRET as SECRET, type S3Server, startS3Server } from '../test/s3-server.js';
import { createFileStorage } from './create-storage.js';
import { type FileStorage, StorageError } from './file-storage.js';
import { s3FileStorage } from './s3-file-storage.js';

const BUCKET = 'quarry-files';

/** A local S3-compatible server (s3rver behind a signature check) on a free port, its objects in a temporary folder. */
describe('the S3 storage, against a local S3-compatible server', () => {
  let server: S3Server;
  let endpoint: string;
  let storage: FileStorage;
  const credentials = (secretAccessKey = SECRET, accessKeyId = ACCESS_KEY) => ({ accessKeyId, secretAccessKey });

  beforeAll(async () => {
    server = await startS3Server([BUCKET]);
    endpoint = server.endpoint;
    storage = s3FileStorage({ bucket: BUCKET, prefix: 'quarry/', endpoint, credentials: credentials() });
  });
  afterAll(() => server?.close());

  fileStorageSuite(() => storage);

  it('keeps files under the prefix of STORAGE_URL, and shows s3://bucket/prefix/key as their location', async () => {
    await storage.put('reports/where.txt', Buffer.from('here'));
    const unprefixed = s3FileStorage({ bucket: BUCKET, prefix: '', endpoint, credentials: credentials() });
    expect((await unprefixed.list('quarry/reports/')).map(({ key }) => key)).toContain('quarry/reports/where.txt');
    expect(storage.location('reports/where.txt')).toBe(`s3://${BUCKET}/quarry/reports/where.txt`);
    expect(unprefixed.location('a.txt')).toBe(`s3://${BUCKET}/a.txt`);
  });

  it('refuses a wrong secret or an unknown access key with a clear error, and keeps working for the right one', async () => {
    const wrongSecret = s3FileStorage({ bucket: BUCKET, prefix: '', endpoint, credentials: credentials('not-it') });
    const refusal = await wrongSecret.put('refused.txt', Buffer.from('x')).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StorageError);
    expect((refusal as Error).message).toMatch(
      new RegExp(`^The storage s3://${BUCKET}/ refused the request \\(SignatureDoesNotMatch, 403\\): `),
    );
    await expect(wrongSecret.get('reports/where.txt')).rejects.toThrow(/SignatureDoesNotMatch/);
    await expect(wrongSecret.list()).rejects.toThrow(/SignatureDoesNotMatch/);
    const unknownKey = s3FileStorage({
      bucket: BUCKET,
      prefix: '',
      endpoint,
      credentials: credentials(SECRET, 'NOBODY'),
    });
    await expect(unknownKey.get('reports/where.txt')).rejects.toThrow(/InvalidAccessKeyId/);
    expect(await storage.get('refused.txt')).toBeUndefined();
  });

  it('tells a missing bucket from a missing key', async () => {
    const noBucket = s3FileStorage({ bucket: 'no-such-bucket', prefix: '', endpoint, credentials: credentials() });
    await expect(noBucket.get('a.txt')).rejects.toThrow(/NoSuchBucket/);
  });

  it('is chosen by STORAGE_URL, the SDK reading the credentials from the standard AWS variables', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: ACCESS_KEY,
      AWS_SECRET_ACCESS_KEY: SECRET,
      AWS_REGION: 'eu-west-1',
    });
    try {
      const chosen = createFileStorage({
        folder: '/nowhere',
        url: `s3://${BUCKET}/from-settings`,
        s3Endpoint: endpoint,
      });
      await chosen.put('cvs/ada.txt', Buffer.from('Ada Lovelace, Notes on the Analytical Engine'));
      expect(chosen.location('cvs/ada.txt')).toBe(`s3://${BUCKET}/from-settings/cvs/ada.txt`);
      expect((await storage.list('')).map(({ key }) => key)).not.toContain('cvs/ada.txt');
      expect(
        await s3FileStorage({ bucket: BUCKET, prefix: 'from-settings/', endpoint, credentials: credentials() }).list(),
      ).toMatchObject([{ key: 'cvs/ada.txt', size: 44 }]);
      process.env.AWS_SECRET_ACCESS_KEY = 'wrong';
      const refused = createFileStorage({ folder: '/nowhere', url: `s3://${BUCKET}`, s3Endpoint: endpoint });
      await expect(refused.list()).rejects.toThrow(StorageError);
    } finally {
      for (const name of ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_REGION']) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
    }
  });
});
