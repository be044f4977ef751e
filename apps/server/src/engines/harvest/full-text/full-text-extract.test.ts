import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { docxWithText, pdfWithText } from '../../../test/full-text-files.js';
import { extractFullText, isReadableText, MAX_EXTRACTED_CHARS, tidyText } from './full-text-extract.js';
import { fullTextFormatOf } from './full-text-format.js';

const PHRASE = 'Sphagnum mosses acidify the bog water';

describe('which full-text files are read', () => {
  it('knows a PDF by its header whatever its name, the others by their names', () => {
    const pdf = pdfWithText(['x']);
    expect(fullTextFormatOf('scan.bin', pdf)).toBe('pdf');
    expect(fullTextFormatOf('Paper.PDF', Buffer.from('not a pdf'))).toBe('pdf');
    expect(fullTextFormatOf('paper.docx', Buffer.from('PK'))).toBe('docx');
    expect(fullTextFormatOf('page.htm', Buffer.from('<p>'))).toBe('html');
    expect(fullTextFormatOf('page.html', Buffer.from('<p>'))).toBe('html');
    expect(fullTextFormatOf('notes.txt', Buffer.from('hi'))).toBe('text');
    expect(fullTextFormatOf('old.doc', Buffer.from('hi'))).toBeUndefined();
    expect(fullTextFormatOf('cover.png', Buffer.from('hi'))).toBeUndefined();
    expect(fullTextFormatOf('README', Buffer.from('hi'))).toBeUndefined();
  });
});

describe('the text of a full-text file', () => {
  it('reads the text of a PDF, line by line', async () => {
    const read = await extractFullText('paper.pdf', pdfWithText(['Peat bogs (northern)', PHRASE]));
    expect(read.ok && read.format).toBe('pdf');
    expect(read.ok && read.text).toContain('Peat bogs (northern)');
    expect(read.ok && read.text).toContain(PHRASE);
  });

  it('reads a PDF whose page is compressed, as most are', async () => {
    const read = await extractFullText('paper.pdf', pdfWithText([PHRASE], { compressed: true }));
    expect(read).toEqual({ ok: true, format: 'pdf', text: PHRASE });
  });

  it('reads the paragraphs of a Word file', async () => {
    const read = await extractFullText('paper.docx', await docxWithText(['Introduction', PHRASE]));
    expect(read).toEqual({ ok: true, format: 'docx', text: `Introduction\n\n${PHRASE}` });
  });

  it('reads the text of an HTML page without its scripts and styles, in the encoding found', async () => {
    const html = `<html><head><style>p{}</style><script>alert("x")</script></head>
      <body><h1>Bogs</h1><p>${PHRASE}, año tras año.</p></body></html>`;
    const read = await extractFullText('page.html', iconv.encode(html, 'windows-1252'));
    expect(read).toEqual({ ok: true, format: 'html', text: `Bogs\n\n${PHRASE}, año tras año.` });
  });

  it('reads plain text in UTF-8 or a legacy encoding', async () => {
    expect(await extractFullText('notes.txt', Buffer.from(`${PHRASE} — naïve\r\n`))).toEqual({
      ok: true,
      format: 'text',
      text: `${PHRASE} — naïve`,
    });
    const latin = await extractFullText(
      'notes.txt',
      iconv.encode('Les tourbières du Québec stockent du carbone', 'latin1'),
    );
    expect(latin.ok && latin.text).toBe('Les tourbières du Québec stockent du carbone');
  });

  it('says unreadable for a corrupt PDF or Word file, a PDF without text and a binary file named .txt', async () => {
    const unreadable = { ok: false, problem: 'unreadable' };
    expect(await extractFullText('paper.pdf', Buffer.from('%PDF-1.4\nthis is not a PDF body'))).toEqual(unreadable);
    expect(await extractFullText('paper.pdf', Buffer.from('plain words, no PDF'))).toEqual(unreadable);
    expect(await extractFullText('paper.docx', Buffer.from('PK\u0003\u0004 broken zip'))).toEqual(unreadable);
    expect(await extractFullText('blank.pdf', pdfWithText([]))).toEqual(unreadable);
    expect(await extractFullText('empty.txt', Buffer.from('  \n\t '))).toEqual(unreadable);
    const binary = Buffer.from(Array.from({ length: 400 }, (_, k) => (k * 37) % 256));
    expect(await extractFullText('data.txt', binary)).toEqual(unreadable);
  });

  it('says unsupported for a kind it does not read', async () => {
    expect(await extractFullText('cover.png', Buffer.from('\u0089PNG'))).toEqual({ ok: false, problem: 'unsupported' });
  });
});

describe('tidying extracted text', () => {
  it('keeps paragraphs, collapses the layout and cuts at the limit', () => {
    expect(tidyText('  a \t b \r\n\r\n\r\n\r\nc\u00a0 d  ')).toBe('a b\n\nc d');
    expect(tidyText('x'.repeat(MAX_EXTRACTED_CHARS + 10))).toHaveLength(MAX_EXTRACTED_CHARS);
  });

  it('takes words as readable, and control characters or replacement marks as noise', () => {
    expect(isReadableText('Peat')).toBe(true);
    expect(isReadableText('— … —')).toBe(false);
    expect(isReadableText(`Peat${'\u0001'.repeat(10)}`)).toBe(false);
    expect(isReadableText(`${'Peat bogs '.repeat(20)}\uFFFD`)).toBe(true);
  });
});
