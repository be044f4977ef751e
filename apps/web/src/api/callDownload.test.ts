import { describe, expect, it } from 'vitest';
import { fileNameOf } from './callDownload';

describe('download file names', () => {
  it('reads filename* (UTF-8) first, then filename, else the fallback', () => {
    expect(fileNameOf("attachment; filename*=UTF-8''2026-01-02_03-04-05%20Graph%C3%A8ne.xlsx", 'x')).toBe(
      '2026-01-02_03-04-05 Graphène.xlsx',
    );
    expect(fileNameOf('attachment; filename="report.xlsx"', 'x')).toBe('report.xlsx');
    expect(fileNameOf(null, 'export.xlsx')).toBe('export.xlsx');
  });
});
