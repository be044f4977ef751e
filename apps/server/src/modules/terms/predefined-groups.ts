import fs from 'node:fs/promises';
import { z } from 'zod';
import { predefinedTermGroup, type PredefinedTermGroup } from '@quarry/contract';
import { HttpError } from '../../http/http-error.js';

/** The groups Quarry ships; an admin's own file (PREDEFINED_TERM_GROUPS_FILE) replaces them. */
export const shippedPredefinedGroupsFile = new URL('../../../predefined-term-groups.json', import.meta.url);

/**
 * Reads the predefined term groups on every call, so an admin's edit shows at once. A file that is not a JSON list
 * of {name, terms} answers 500 with what is wrong, rather than an empty list that would hide the mistake.
 */
export async function loadPredefinedGroups(file: string | URL): Promise<PredefinedTermGroup[]> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch {
    return loadPredefinedGroups(shippedPredefinedGroupsFile);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new HttpError(500, `The predefined term groups file is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = z.array(predefinedTermGroup).safeParse(json);
  if (!parsed.success)
    throw new HttpError(
      500,
      `The predefined term groups file is not a list of {name, terms}: ${parsed.error.issues[0]?.message}`,
    );
  return parsed.data;
}
