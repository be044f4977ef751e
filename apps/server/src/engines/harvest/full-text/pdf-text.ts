import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text items in reading order, a line break where the PDF ends a line, pages a blank line apart. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // pdf.js takes the array over: hand it a copy so the caller's bytes stay readable.
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if (!('str' in item)) continue;
        text += item.str;
        if (item.hasEOL) text += '\n';
      }
      pages.push(text);
      page.cleanup();
    }
    return pages.join('\n\n');
  } finally {
    await pdf.destroy();
  }
}
