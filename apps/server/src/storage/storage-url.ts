import { storageKeyProblem } from '@quarry/contract';

/** Where STORAGE_URL points: a bucket and a key prefix inside it ('' or ending with '/'). */
export interface S3Location {
  bucket: string;
  prefix: string;
}

/** S3's rule for bucket names: 3–63 lowercase letters, digits, '.' and '-', starting and ending with a letter or digit. */
const BUCKET_NAME = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** Why a STORAGE_URL is refused, or undefined for a good one. */
export function storageUrlProblem(url: string): string | undefined {
  const match = /^s3:\/\/([^/]*)(?:\/(.*))?$/.exec(url);
  if (!match) return 'must be s3://bucket or s3://bucket/prefix';
  if (!BUCKET_NAME.test(match[1]!)) return `"${match[1]}" is not an S3 bucket name (3–63 of a-z, 0-9, '.', '-')`;
  const prefix = (match[2] ?? '').replace(/\/$/, '');
  // The prefix begins every key, so it follows the rule of keys.
  if (prefix !== '' && storageKeyProblem(prefix)) {
    return `the prefix "${prefix}" must be segments of letters, digits, '.', '_' and '-' joined by '/'`;
  }
  return undefined;
}

/** The bucket and prefix of a valid STORAGE_URL (config.ts checks it with storageUrlProblem at start-up). */
export function parseStorageUrl(url: string): S3Location {
  const problem = storageUrlProblem(url);
  if (problem) throw new Error(`STORAGE_URL ${problem}`);
  const [, bucket, rest = ''] = /^s3:\/\/([^/]*)(?:\/(.*))?$/.exec(url)!;
  const prefix = rest.replace(/\/$/, '');
  return { bucket: bucket!, prefix: prefix ? `${prefix}/` : '' };
}
