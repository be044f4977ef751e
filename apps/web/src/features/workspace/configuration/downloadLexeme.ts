import { configurationApi } from '@quarry/contract';
import { ApiError } from '../../../api';

/** The file name of a Content-Disposition header (RFC 6266: filename* first, then filename). */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="?([^";]+)"?/i)?.[1] ?? fallback;
}

/**
 * Downloads a dictionary as the CSV file the server names after it (GET /api/lexeme/{id}, doc 2 §7). A failure
 * rejects with an ApiError for the dialog to show.
 */
export async function downloadLexeme(id: number, fallbackName: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(configurationApi.lexeme.path.replace(':id', String(id)), { credentials: 'same-origin' });
  } catch (error) {
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
  if (!response.ok) throw new ApiError(response.status, await response.text().catch(() => ''));
  const fileName = fileNameOf(response.headers.get('content-disposition'), `${fallbackName}.csv`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}
