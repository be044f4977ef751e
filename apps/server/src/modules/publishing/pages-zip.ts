import JSZip from 'jszip';
import type { SiteFile } from './publication-site.js';

/** The site's files as one zip (jszip, the library docx builds its files with), compressed. */
export async function zipOf(files: readonly SiteFile[], date: Date): Promise<Buffer> {
  const zip = new JSZip();
  for (const file of files) zip.file(file.path, file.html, { date });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 6 } });
}
