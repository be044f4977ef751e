import { deflateSync } from 'node:zlib';
import { Document, Packer, Paragraph } from 'docx';

/** A PDF string literal: backslashes and parentheses escaped. */
const pdfString = (text: string) => `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`;

/**
 * A small, valid PDF made here (no fixture file): one page showing each line in Helvetica, with a correct
 * cross-reference table, its page stream plain or compressed, so a PDF reader finds its text as in any PDF.
 */
export function pdfWithText(lines: readonly string[], { compressed = false } = {}): Buffer {
  const shown = lines.map((line, k) => `${k === 0 ? '72 720 Td' : '0 -16 Td'} ${pdfString(line)} Tj`).join('\n');
  const plain = `BT\n/F1 12 Tf\n${shown}\nET`;
  // Compressed as word processors write their pages (Flate); latin1 keeps each byte as one character.
  const stream = compressed ? deflateSync(Buffer.from(plain, 'latin1')).toString('latin1') : plain;
  const filter = compressed ? ' /Filter /FlateDecode' : '';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')}${filter} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (const [k, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${k + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** A Word (DOCX) file made here with the docx package, one paragraph per entry. */
export function docxWithText(paragraphs: readonly string[]): Promise<Buffer> {
  const document = new Document({ sections: [{ children: paragraphs.map((text) => new Paragraph(text)) }] });
  return Packer.toBuffer(document);
}
