import { screenMessage } from '@quarry/contract';
import { describe, it } from 'vitest';
import { signedInUser } from '../helpers/createScreen.js';
import { createByApi } from '../helpers/investigations.js';
import { see, waitForPath } from '../helpers/pageActions.js';
import { readyTopic, useWorkspaceQuarry } from '../helpers/workspace.js';

describe('an investigation path: the way back from not found, and each family on its own path', () => {
  const quarry = useWorkspaceQuarry();

  it('offers a way back to the list from an investigation that is not found', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    await page.goto('/investigations/topic/987654');
    await see(page, screenMessage.notFound);
    await page.getByRole('link', { name: 'Back to the investigations', exact: true }).click();
    await waitForPath(page, '/investigations');
  });

  it('sends a Topic opened under /person/{id} to /topic/{id}, keeping its tab and query', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await page.goto(`/investigations/person/${id}/timeline?tab=1`);
    await waitForPath(page, `/investigations/topic/${id}/timeline?tab=1`);
  });

  it('sends a Person opened under /topic/{id} to /person/{id}, on the Author Graph for a non-faculty user', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await createByApi(page, '/api/investigations/person', { personName: 'Marta Puig i Serra' });
    await page.goto(`/investigations/topic/${id}`);
    await waitForPath(page, `/investigations/person/${id}/author-graph`);
    await page.getByRole('tab', { name: 'Author Graph', selected: true }).waitFor();
  });

  it('opens a Topic at its documents: /topic/{id} goes to /topic/{id}/documents, keeping the query', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    const id = await readyTopic(page);
    await page.goto(`/investigations/topic/${id}?q=peat`);
    await waitForPath(page, `/investigations/topic/${id}/documents?q=peat`);
  });
});
