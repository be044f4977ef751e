import mammoth from 'mammoth';

/** The text of a Word (DOCX) file, one paragraph a line, as mammoth reads it (no styles, no images). */
export async function docxText(bytes: Uint8Array): Promise<string> {
  const result = await mammoth.extractRawText({ buffer: Buffer.from(bytes) });
  return result.value;
}
