import { createMessage } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { landsOnList, openCreateForm, signedInUser } from '../helpers/createScreen.js';
import { clickButton, field, unreachableSources } from '../helpers/investigations.js';
import { see, waitForPath } from '../helpers/pageActions.js';
import { useQuarry } from '../helpers/quarryTest.js';

describe('create-investigation screen: search, person, website and company forms', () => {
  const quarry = useQuarry({ directSignUp: true, env: unreachableSources });

  it('Topic: every message, both sources checked by default, then Next lands on the list with the popup', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    await page.goto('/investigations');
    await page.getByRole('link', { name: 'Topic (General)' }).click();
    await waitForPath(page, '/investigations/create?type=Topic');
    expect(await field(page, 'Search Term').getAttribute('placeholder')).toContain('English letters only');
    expect(await field(page, 'Academic Publications').isChecked()).toBe(true);
    expect(await field(page, 'Web Pages').isChecked()).toBe(true);

    await clickButton(page, 'Next');
    await see(page, createMessage.searchTermRequired);
    await field(page, 'Search Term').fill('גרפן סוללות');
    await clickButton(page, 'Next');
    await see(page, createMessage.englishOnly);
    await field(page, 'Search Term').fill('graphene batteries');
    await field(page, 'Academic Publications').uncheck();
    await field(page, 'Web Pages').uncheck();
    await clickButton(page, 'Next');
    await see(page, createMessage.sourceRequired);
    await field(page, 'Web Pages').check();
    await clickButton(page, 'Next');
    await landsOnList(page, 'graphene batteries', 'Topic (General)');

    // The "just created" fact does not survive a reload.
    await page.reload();
    await page.locator('#investigation-table tr[data-highlighted="true"]').waitFor();
    expect(await page.getByRole('dialog', { name: 'Your New Investigation' }).count()).toBe(0);
  });

  it('Political is a Topic with the political flag; the Back button returns to the list', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    await openCreateForm(page, 'Political');
    await clickButton(page, 'Back');
    await waitForPath(page, '/investigations');
    await openCreateForm(page, 'Political');
    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/investigations/topic'));
    await field(page, 'Search Term').fill('carbon tax');
    await clickButton(page, 'Next');
    expect((await request).postDataJSON()).toMatchObject({ searchString: 'carbon tax', political: true });
    await landsOnList(page, 'carbon tax', 'Political');
  });

  it('Person and Tender: the required messages, then creating', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    await openCreateForm(page, 'Person');
    await clickButton(page, 'Next');
    await see(page, createMessage.researcherNameRequired);
    await field(page, 'Researcher Name').fill('Ada Lovelace');
    await clickButton(page, 'Next');
    await landsOnList(page, 'Ada Lovelace', 'Person (Academic Researcher)');

    await openCreateForm(page, 'Tender');
    expect(await page.getByRole('checkbox').count()).toBe(0);
    await clickButton(page, 'Next');
    await see(page, createMessage.searchTermRequired);
    await field(page, 'Search Term').fill('road construction');
    await clickButton(page, 'Next');
    await landsOnList(page, 'road construction', 'Tender');
  });

  it('Website and Company: required fields and URLs that must parse', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    await openCreateForm(page, 'WebSite');
    await clickButton(page, 'Next');
    await see(page, createMessage.investigationNameRequired);
    await see(page, createMessage.websiteUrlRequired);
    await field(page, 'Investigation Name').fill('Example site');
    await field(page, 'Website URL').fill('not a url');
    await clickButton(page, 'Next');
    await see(page, createMessage.websiteUrlInvalid);
    await field(page, 'Website URL').fill('example.org');
    await clickButton(page, 'Next');
    await landsOnList(page, 'Example site', 'Website');

    await openCreateForm(page, 'Company');
    await clickButton(page, 'Next');
    await see(page, createMessage.companyNameRequired);
    await see(page, createMessage.companyWebsiteRequired);
    await field(page, 'Company Name').fill('Acme');
    await field(page, 'Company Website').fill('nowhere');
    await clickButton(page, 'Next');
    await see(page, createMessage.websiteUrlInvalid);
    await field(page, 'Company Website').fill('https://acme.example.com');
    await clickButton(page, 'Next');
    await landsOnList(page, 'Acme', 'Company');
  });

  it('shows Working... while the call runs, and the text of a 400 from the server', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    await page.route('**/api/investigations/topic', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.fulfill({ status: 400, contentType: 'text/plain', body: createMessage.englishOnly });
    });
    await openCreateForm(page, 'Topic');
    await field(page, 'Search Term').fill('graphene');
    await clickButton(page, 'Next');
    await page.getByRole('button', { name: 'Working...', exact: true }).waitFor();
    await see(page, createMessage.englishOnly);
    await page.getByRole('button', { name: 'Next', exact: true }).waitFor();
    await waitForPath(page, '/investigations/create?type=Topic');
  });
});
