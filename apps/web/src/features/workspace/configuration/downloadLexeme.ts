import { configurationApi } from '@quarry/contract';
import { ApiError, saveResponseFile } from '../../../api';

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
  return saveResponseFile(response, `${fallbackName}.csv`);
}
