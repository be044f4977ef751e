import type { FastifyReply } from 'fastify';

/** A Content-Disposition header for a download: an ASCII fallback name, and the exact name in UTF-8 (RFC 6266). */
export const attachmentHeader = (fileName: string) =>
  `attachment; filename="${fileName.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;

/** A file name's timestamp: 2026-01-02_03-04-05 (UTC). */
export const fileTimestamp = (now = new Date()): string =>
  now.toISOString().slice(0, 19).replace('T', '_').replace(/:/g, '-');

/** An export's file name (doc 2 §7): a timestamp, then the title made safe for every file system, then the extension. */
export function exportFileName(title: string, extension = 'xlsx', now = new Date()): string {
  const stamp = fileTimestamp(now);
  const printable = [...title].map((char) => (char.charCodeAt(0) < 32 ? ' ' : char)).join('');
  const safe =
    printable
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 100) || 'investigation';
  return `${stamp} ${safe}.${extension}`;
}

/** Answers a file to download. */
export const sendDownload = (
  reply: FastifyReply,
  file: { fileName: string; content: Buffer | string },
  type: string,
): never => reply.header('content-disposition', attachmentHeader(file.fileName)).type(type).send(file.content) as never;
