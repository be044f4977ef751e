import { clusterReportMessages, MAX_CV_FILE_BYTES } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { docxWithText, pdfWithText } from '../../test/full-text-files.js';
import { readCvTitles } from './cv-file.js';

const ENTRY = 'Ferreira, A., Costa, R. (2019). Peatland carbon stocks in northern Portugal. Geoderma, 12, 1-10.';
const TITLE = { title: 'Peatland carbon stocks in northern Portugal', patent: false };

describe('readCvTitles', () => {
  it('reads the titles of a PDF, a Word and a text CV', async () => {
    expect(await readCvTitles('cv.pdf', pdfWithText(['Publications', ENTRY]))).toEqual([TITLE]);
    expect(await readCvTitles('cv.docx', await docxWithText(['Publications', ENTRY]))).toEqual([TITLE]);
    expect(await readCvTitles('CV.TXT', Buffer.from(`Publications\n${ENTRY}\n`))).toEqual([TITLE]);
  });

  it('refuses an empty, too large, other, unreadable or title-less file with its message', async () => {
    const refusal = (fileName: string, bytes: Uint8Array) =>
      readCvTitles(fileName, bytes).then(
        () => 'read',
        (error: Error) => error.message,
      );
    expect(await refusal('cv.pdf', Buffer.alloc(0))).toBe(clusterReportMessages.emptyCv);
    expect(await refusal('cv.txt', Buffer.alloc(MAX_CV_FILE_BYTES + 1, 'a'))).toBe(clusterReportMessages.cvTooLarge);
    expect(await refusal('cv.odt', Buffer.from(ENTRY))).toBe(clusterReportMessages.cvWrongType);
    expect(await refusal('cv.docx', Buffer.from('not a zip'))).toBe(
      clusterReportMessages.unreadableCv('no text could be read'),
    );
    expect(await refusal('letter.txt', Buffer.from('Dear committee,\nregards'))).toBe(clusterReportMessages.notACv);
  });
});
