import chardet from 'chardet';
import iconv from 'iconv-lite';

/** A file's text, the encoding it was read in, and a line for the summary when that encoding is only a guess. */
export interface DecodedFile {
  text: string;
  encoding: string;
  warning?: string;
}

/** Below this confidence (chardet's 0–100) the guessed encoding is named in the harvest summary as a warning. */
export const ENCODING_CONFIDENCE_THRESHOLD = 50;

/** Enough of the lines that hold non-ASCII bytes for the detector; reading 20 MB would only cost time. */
const SAMPLE_BYTES = 256 * 1024;

const BOMS: { bytes: number[]; encoding: string }[] = [
  { bytes: [0xef, 0xbb, 0xbf], encoding: 'utf-8' },
  { bytes: [0xff, 0xfe], encoding: 'utf-16le' },
  { bytes: [0xfe, 0xff], encoding: 'utf-16be' },
];

function bomOf(bytes: Uint8Array): (typeof BOMS)[number] | undefined {
  return BOMS.find(({ bytes: bom }) => bom.every((byte, index) => bytes[index] === byte));
}

/** The lines that carry the non-ASCII bytes (the only ones that tell encodings apart), up to SAMPLE_BYTES. */
function nonAsciiSample(bytes: Uint8Array): Uint8Array {
  if (bytes.length <= SAMPLE_BYTES) return bytes;
  const parts: Uint8Array[] = [];
  let size = 0;
  for (let index = 0; index < bytes.length && size < SAMPLE_BYTES; index++) {
    if (bytes[index]! < 0x80) continue;
    const start = bytes.lastIndexOf(0x0a, index) + 1;
    let end = bytes.indexOf(0x0a, index);
    if (end < 0) end = bytes.length;
    parts.push(bytes.subarray(start, end + 1));
    size += end + 1 - start;
    index = end;
  }
  return Buffer.concat(parts);
}

/** Latin-1 files are read as Windows-1252, its superset (curly quotes and dashes in 0x80–0x9F), as browsers do. */
const READ_AS: Record<string, string> = { 'ISO-8859-1': 'windows-1252', GB18030: 'gb18030' };

/**
 * The text of an uploaded file: UTF-8 (with or without BOM) and UTF-16 with BOM as they are; any other bytes in the
 * encoding the detector finds (GBK, Shift-JIS, Windows-1252, Latin-1…), with a warning when it is not sure.
 */
export function decodeFile(content: string | Uint8Array): DecodedFile {
  if (typeof content === 'string') return { text: content.replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  const bom = bomOf(content);
  if (bom)
    return {
      text: iconv.decode(Buffer.from(content.subarray(bom.bytes.length)), bom.encoding),
      encoding: bom.encoding,
    };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(content), encoding: 'utf-8' };
  } catch {
    return decodeLegacy(content);
  }
}

function decodeLegacy(content: Uint8Array): DecodedFile {
  const best = chardet
    .analyse(nonAsciiSample(content))
    .find((match) => iconv.encodingExists(READ_AS[match.name] ?? match.name));
  const encoding = best ? (READ_AS[best.name] ?? best.name) : 'windows-1252';
  const text = iconv.decode(Buffer.from(content), encoding).replace(/^\uFEFF/, '');
  const confidence = best?.confidence ?? 0;
  if (confidence >= ENCODING_CONFIDENCE_THRESHOLD) return { text, encoding };
  const warning = `the file is not UTF-8 and its encoding was guessed as ${best?.name ?? 'Windows-1252'} with ${confidence} % confidence, so accented and non-Latin letters may be wrong — save it as UTF-8 and upload it again to be sure`;
  return { text, encoding, warning };
}
