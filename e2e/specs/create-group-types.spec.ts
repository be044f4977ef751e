import { createMessage, MAX_FACULTY_RESEARCHERS, MAX_GROUP_RESEARCHERS, universityDefaults } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { landsOnList, openCreateForm, researcherLines, signedInUser } from '../helpers/createScreen.js';
import { clickButton, field, unreachableSources } from '../helpers/investigations.js';
import { see } from '../helpers/pageActions.js';
import { useQuarry } from '../helpers/quarryTest.js';

describe('create-investigation screen: group, university, faculty and local-document forms', () => {
  const quarry = useQuarry({ directSignUp: true, env: unreachableSources });

  it('Academic Research Group: required fields and at most 150 researchers, one per line', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    await openCreateForm(page, 'PersonGroup');
    await clickButton(page, 'Next');
    await see(page, createMessage.instituteRequired);
    await see(page, createMessage.groupNameRequired);
    await see(page, createMessage.researcherNamesRequired);
    await field(page, 'Institute').fill('Weizmann Institute');
    await field(page, 'Group Name').fill('Quantum Optics');
    await field(page, 'Researcher Names').fill(researcherLines(MAX_GROUP_RESEARCHERS + 1));
    await clickButton(page, 'Next');
    await see(page, createMessage.tooManyResearchers(MAX_GROUP_RESEARCHERS));
    await field(page, 'Researcher Names').fill('  Ada Lovelace \n\n Alan Turing  \n');
    const request = page.waitForRequest((candidate) => candidate.url().endsWith('/api/investigations/person/group'));
    await clickButton(page, 'Next');
    expect((await request).postDataJSON()).toMatchObject({
      instituteName: 'Weizmann Institute',
      facultyName: 'Quantum Optics',
      researcherNames: ['Ada Lovelace', 'Alan Turing'],
    });
    await landsOnList(page, 'Quantum Optics, Weizmann Institute', 'Academic Research Group');
  });

  it('University: default years, the year rules, name suggestions asked of the server, then creating', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    await openCreateForm(page, 'University');
    const years = universityDefaults();
    expect(await field(page, 'Start Year').inputValue()).toBe(String(years.startYear));
    expect(await field(page, 'End Year').inputValue()).toBe(String(years.endYear));
    await clickButton(page, 'Next');
    await see(page, createMessage.universityRequired);

    const name = page.getByRole('combobox', { name: 'University / Organization Name' });
    const suggestions = page.waitForRequest((request) =>
      request.url().includes('/api/investigations/topic/mag-affiliations?q=Tel'),
    );
    await name.fill('Tel Aviv University');
    await suggestions;
    for (const bad of ['19', '1900', String(years.endYear + 1), 'abcd']) {
      await field(page, 'Start Year').fill(bad);
      await clickButton(page, 'Next');
      await see(page, createMessage.year(years.endYear));
    }
    await field(page, 'Start Year').fill(String(years.endYear));
    await field(page, 'End Year').fill(String(years.startYear));
    await clickButton(page, 'Next');
    await see(page, createMessage.yearOrder);
    await field(page, 'Start Year').fill(String(years.startYear));
    await field(page, 'End Year').fill(String(years.endYear));
    const country = page.getByRole('combobox', { name: 'Country' });
    await country.fill('Mexi');
    await page.getByRole('option', { name: 'Mexico' }).waitFor();
    await country.fill('Narnia');
    await clickButton(page, 'Next');
    await see(page, `country: ${createMessage.countryUnknown}`);
    await country.fill('Israel');
    await clickButton(page, 'Next');
    await landsOnList(page, `Tel Aviv University ${years.startYear}–${years.endYear}`, 'University / Organization');
  });

  it('facultyWorks users see only the two faculty types; their forms, the notice and the 300-line limit', async () => {
    const { page } = quarry;
    const account = await signedInUser(quarry, ['facultyWorks']);
    await page.goto('/investigations');
    await page.getByRole('link', { name: 'Launch for Faculty' }).waitFor();
    expect(await page.getByRole('link', { name: 'Launch for Researcher' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Topic (General)' }).count()).toBe(0);
    expect(await page.getByText(`Hi ${account.nickname}`).count()).toBe(0);
    // No greeting, but still the screen's level-one heading.
    await page.getByRole('heading', { level: 1, name: 'Investigations' }).waitFor();

    await page.getByRole('link', { name: 'Launch for Researcher' }).click();
    await clickButton(page, 'Next');
    await see(page, createMessage.instituteRequired);
    await see(page, createMessage.facultyRequired);
    await see(page, createMessage.researcherNameRequired);
    await field(page, 'Institute').fill('Tel Aviv University');
    await field(page, 'Faculty').fill('Engineering');
    await field(page, 'Researcher Name').fill('Grace Hopper');
    await clickButton(page, 'Next');
    await landsOnList(page, 'Grace Hopper — Engineering', 'Launch for Researcher');

    await openCreateForm(page, 'FacultyWorks');
    await see(
      page,
      "Unless they are found in the researcher's Google profile, only the articles of the last year are included. Earlier years can be added later with the One-time Harvest dialog.",
    );
    await field(page, 'Institution').fill('Tel Aviv University');
    await field(page, 'Faculty').fill('Medicine');
    await field(page, 'Researcher Names').fill(researcherLines(MAX_FACULTY_RESEARCHERS + 1));
    await clickButton(page, 'Next');
    await see(page, createMessage.tooManyResearchers(MAX_FACULTY_RESEARCHERS));
    await field(page, 'Researcher Names').fill(researcherLines(MAX_FACULTY_RESEARCHERS));
    await clickButton(page, 'Next');
    await landsOnList(page, 'Medicine, Tel Aviv University', 'Launch for Faculty');
  });

  it('a type the user may not create is refused on the screen', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    await page.goto('/investigations/create?type=FacultyWorks');
    await see(page, 'This type of investigation cannot be created here.');
    await page.goto('/investigations/create?type=Nonsense');
    await see(page, 'This type of investigation cannot be created here.');
  });

  it('Local documents: a title and files are required; uploading a RIS file creates the investigation', async () => {
    const { page } = quarry;
    await signedInUser(quarry);
    await openCreateForm(page, 'LocalDocuments');
    await clickButton(page, 'Next');
    await see(page, 'Please enter a title');
    await see(page, 'Please choose at least one file');
    await field(page, 'Title').fill('My library');
    const ris = [
      'TY  - JOUR',
      'TI  - Graphene anodes for fast charging',
      'AU  - Lovelace, Ada',
      'PY  - 2021',
      'ER  - ',
      '',
    ].join('\n');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'library.ris',
      mimeType: 'application/x-research-info-systems',
      buffer: Buffer.from(ris),
    });
    await clickButton(page, 'Next');
    await landsOnList(page, 'My library', 'Local documents');
  });
});
