import { describe, expect, it } from 'vitest';
import { parseStorageUrl, storageUrlProblem } from './storage-url.js';

describe('STORAGE_URL', () => {
  it('names a bucket and a key prefix, which ends with / when there is one', () => {
    expect(parseStorageUrl('s3://quarry-files')).toEqual({ bucket: 'quarry-files', prefix: '' });
    expect(parseStorageUrl('s3://quarry-files/')).toEqual({ bucket: 'quarry-files', prefix: '' });
    expect(parseStorageUrl('s3://quarry.files/faculty/reports/')).toEqual({
      bucket: 'quarry.files',
      prefix: 'faculty/reports/',
    });
  });

  it('refuses what is not an s3:// address of a valid bucket and prefix, saying why', () => {
    expect(storageUrlProblem('quarry-files')).toBe('must be s3://bucket or s3://bucket/prefix');
    expect(storageUrlProblem('s3://')).toMatch(/"" is not an S3 bucket name/);
    expect(storageUrlProblem('s3://ab')).toMatch(/"ab" is not an S3 bucket name/);
    expect(storageUrlProblem('s3://UPPER')).toMatch(/not an S3 bucket name/);
    expect(storageUrlProblem('s3://quarry-files//double')).toMatch(/the prefix/);
    expect(storageUrlProblem('s3://quarry-files/a b')).toMatch(/the prefix "a b"/);
    expect(() => parseStorageUrl('s3://x')).toThrow(/^STORAGE_URL "x" is not an S3 bucket name/);
  });
});
