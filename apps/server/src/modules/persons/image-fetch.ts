import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import { imageText, MAX_IMAGE_BYTES } from '@quarry/contract';
import { badRequest } from '../../http/http-error.js';
import { imageTypeOf } from './image-bytes.js';
import { isPublicAddress } from './public-address.js';

export interface FetchedImage {
  contentType: string;
  content: Buffer;
}

export interface ImageFetchOptions {
  /** Private and local addresses too (tests, closed intranets: ALLOW_PRIVATE_IMAGE_URLS). */
  allowPrivate: boolean;
  timeoutMs: number;
}

/**
 * Resolves the host and refuses it unless every address is public; the connection then goes to the address checked
 * here, so a name that resolves differently a moment later (DNS rebinding) cannot reach another host.
 */
const checkedLookup =
  (allowPrivate: boolean): LookupFunction =>
  (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as dns.LookupAddress[];
      const refused = list.find((entry) => !allowPrivate && !isPublicAddress(entry.address));
      if (refused || list.length === 0)
        return callback(Object.assign(new Error(imageText.privateAddress), { code: 'PRIVATE_ADDRESS' }), '', 4);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  };

/** Fetches an image for a person's picture (doc 2 §7 preprocess-image): http(s), public hosts, image types, 5 MB, a time-out. */
export async function fetchImage(address: string, options: ImageFetchOptions): Promise<FetchedImage> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw badRequest(imageText.badUrl);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw badRequest(imageText.badUrl);
  // An address written as an IP is connected to without a lookup: it is checked here.
  const literal = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (net.isIP(literal) && !options.allowPrivate && !isPublicAddress(literal))
    throw badRequest(imageText.privateAddress);
  const client = url.protocol === 'https:' ? https : http;
  const content = await new Promise<Buffer>((resolve, reject) => {
    const request = client.get(
      url,
      { lookup: checkedLookup(options.allowPrivate), timeout: options.timeoutMs, headers: { accept: 'image/*' } },
      (response) => {
        if ((response.statusCode ?? 0) >= 300) {
          response.resume();
          return reject(badRequest(`${imageText.fetchFailed} (HTTP ${response.statusCode})`));
        }
        if (!/^image\//i.test(response.headers['content-type'] ?? '')) {
          response.resume();
          return reject(badRequest(imageText.notImage));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_IMAGE_BYTES) {
            request.destroy();
            reject(badRequest(imageText.tooLarge));
          } else chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('timed out'), { code: 'TIMEOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        badRequest(
          error.code === 'PRIVATE_ADDRESS'
            ? imageText.privateAddress
            : `${imageText.fetchFailed} (${error.code ?? error.message})`,
        ),
      ),
    );
  });
  const contentType = imageTypeOf(content);
  if (!contentType) throw badRequest(imageText.notImage);
  return { contentType, content };
}
