import { signedInUser } from './createScreen.js';
import { createByApi, signIn } from './investigations.js';
import type { QuarryTest } from './quarryTest.js';
import { setUserFlag } from './userFlags.js';
import { untilReady } from './workspace.js';

/**
 * A faculty-works user on the documents tab of their harvested Person investigation of `personName`. Faculty-works
 * users create only faculty investigations: the Person one is made first, then the user becomes one.
 */
export async function facultyPersonWorkspace(quarry: QuarryTest, personName: string): Promise<number> {
  const { page } = quarry;
  const account = await signedInUser(quarry);
  const id = await createByApi(page, '/api/investigations/person', {
    personName,
    includePublications: true,
    includeWebPages: false,
  });
  await untilReady(page, id, 'person');
  await setUserFlag(quarry.dataDir, account.email, 'facultyWorks');
  await signIn(page, account);
  await page.goto(`/investigations/person/${id}/documents`);
  return id;
}
