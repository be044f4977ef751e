import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Answers smaller than this leave as they are: compressing them saves less than its headers cost. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

export type AnswerEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
// Low levels: brotli 3 costs about what gzip 1 does (far less than brotli's default 11) and gives a smaller answer;
// the 100k-id /data answer shrinks about 3× (bench/workspace-http.mjs).
export const BROTLI_OPTIONS = {
  params: {
    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
  },
};
export const GZIP_OPTIONS = { level: 1 };

/** The encoding to answer in by an Accept-Encoding header: brotli, else gzip, else none (`q=0` refuses one). */
export function answerEncoding(acceptEncoding: string | undefined): AnswerEncoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((param) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(param));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

const compressible = (contentType: unknown) =>
  typeof contentType === 'string' && /^(application\/json|text\/)/.test(contentType);

function addVary(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  if (!/accept-encoding/i.test(current))
    reply.header('vary', current ? `${current}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Compresses the answers the routes build in memory (JSON and text) in libuv's thread pool, off the event loop.
 * @fastify/compress pipes even a string answer through four streams, which cost the event loop about a millisecond
 * per answer under load; it stays for what really streams (files), and skips what this already encoded.
 */
export function registerCompressedAnswers(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD_BYTES || reply.hasHeader('content-encoding')) return payload;
    if (!compressible(reply.getHeader('content-type'))) return payload;
    const encoding = answerEncoding(request.headers['accept-encoding']);
    addVary(reply);
    if (!encoding) return payload;
    const compressed = encoding === 'br' ? await brotli(payload, BROTLI_OPTIONS) : await gzip(payload, GZIP_OPTIONS);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return compressed;
  });
}
