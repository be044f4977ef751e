import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { SignatureV4 } from '@smithy/signature-v4';
import { freePort } from '@quarry/testkit';
import S3rver from 's3rver';

/** s3rver's one account. */
export const S3_ACCESS_KEY = 'S3RVER';
export const S3_SECRET = 'S3RVER';

export interface S3Server {
  /** http://127.0.0.1:port, for AWS_ENDPOINT_URL_S3. */
  endpoint: string;
  close(): Promise<void>;
}

type SourceData = string | ArrayBuffer | ArrayBufferView;
const bytesOf = (data: SourceData): string | Uint8Array =>
  typeof data === 'string'
    ? data
    : ArrayBuffer.isView(data)
      ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
      : new Uint8Array(data);

/** The SDK's hash interface on node:crypto: SHA-256, or HMAC-SHA256 when given a key. */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: SourceData) {
    this.hash = secret ? createHmac('sha256', bytesOf(secret)) : createHash('sha256');
  }
  update(data: SourceData): void {
    this.hash.update(bytesOf(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/;

/**
 * Why a request's signature is wrong, or undefined when it is right or not ours to judge (an unknown key, which
 * s3rver refuses itself). s3rver 3.7 checks only that a Signature V4 request names a known access key, not its
 * signature; this recomputes the signature with the SDK's own signer and the account's secret, as S3 does (the
 * payload's hash is taken as the request declares it, not checked against the body).
 */
async function signatureProblem(request: http.IncomingMessage): Promise<string | undefined> {
  const match = AUTHORIZATION.exec(request.headers.authorization ?? '');
  if (!match) return request.headers.authorization ? 'not a Signature V4 header' : undefined;
  const [, accessKeyId, region, signedHeaders, signature] = match;
  if (accessKeyId !== S3_ACCESS_KEY) return undefined;
  const url = new URL(request.url ?? '/', 'http://placeholder');
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of url.searchParams) {
    const seen = query[name];
    query[name] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  const headers: Record<string, string> = {};
  for (const name of signedHeaders!.split(';')) headers[name] = String(request.headers[name] ?? '');
  const date = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(headers['x-amz-date'] ?? '');
  if (!date) return 'no x-amz-date';
  const [, y, mo, d, h, mi, s] = date.map(Number);
  const signer = new SignatureV4({
    credentials: { accessKeyId: S3_ACCESS_KEY, secretAccessKey: S3_SECRET },
    region: region!,
    service: 's3',
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: false,
  });
  const signed = await signer.sign(
    {
      method: request.method ?? 'GET',
      protocol: 'http:',
      hostname: '127.0.0.1',
      path: url.pathname,
      query,
      headers,
    },
    { signingDate: new Date(Date.UTC(y!, mo! - 1, d, h, mi, s)) },
  );
  const expected = /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization))?.[1];
  return expected === signature ? undefined : 'the signature does not match';
}

/**
 * A local S3-compatible server for tests: s3rver on a free port with its objects in a temporary folder, behind a
 * check of every request's Signature V4 (so a wrong secret is refused as S3 refuses it: 403 SignatureDoesNotMatch).
 */
export async function startS3Server(buckets: string[]): Promise<S3Server> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'quarry-s3rver-'));
  const s3rver = new S3rver({
    directory: folder,
    silent: true,
    configureBuckets: buckets.map((name) => ({ name, configs: [] })),
  });
  await s3rver.configureBuckets();
  const serve = s3rver.getMiddleware();
  const server = http.createServer((request, response) => {
    signatureProblem(request).then(
      (problem) => {
        if (!problem) return serve(request, response);
        request.resume();
        response.writeHead(403, { 'content-type': 'application/xml' });
        response.end(
          '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>The request ' +
            `signature we calculated does not match the signature you provided (${problem}).</Message></Error>`,
        );
      },
      (error: unknown) => {
        response.writeHead(500);
        response.end(String(error));
      },
    );
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise((resolve) => server.close(resolve));
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
