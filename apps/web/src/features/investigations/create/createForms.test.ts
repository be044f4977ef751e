import { createMessage, MAX_GROUP_RESEARCHERS, universityDefaults } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import { createForms } from './createForms';
import { localDocumentsErrors } from './localDocumentsCall';

const lines = (count: number) => Array.from({ length: count }, (_, index) => `Name ${index}`).join('\n');

describe('createForms', () => {
  it('starts Topic and Political with both sources checked; only Political carries the political flag', () => {
    expect(createForms.Topic().initial).toEqual({
      searchString: '',
      includePublications: true,
      includeWebPages: true,
      political: false,
    });
    expect(createForms.Political().initial.political).toBe(true);
  });

  it("offers only the sources a type harvests, and University's default years", () => {
    const years = universityDefaults();
    expect(createForms.University().initial).toMatchObject({
      includePublications: true,
      includeWebPages: false,
      startYear: String(years.startYear),
      endYear: String(years.endYear),
    });
    expect(createForms.WebSite().initial).toMatchObject({ includePublications: false, includeWebPages: true });
    expect(createForms.Tender().initial).toEqual({ searchString: '' });
  });

  it('puts each contract message under its field, the sources one under the sources', () => {
    const form = createForms.Topic();
    const result = form.prepare({ ...form.initial, includePublications: false, includeWebPages: false });
    expect(result).toEqual({
      ok: false,
      errors: { searchString: createMessage.searchTermRequired, includePublications: createMessage.sourceRequired },
    });
  });

  it('applies the researcher-line limit of a group and the year rule of a university', () => {
    const group = createForms.PersonGroup();
    const tooMany = group.prepare({
      ...group.initial,
      instituteName: 'Institute',
      facultyName: 'Group',
      researcherNames: lines(MAX_GROUP_RESEARCHERS + 1),
    });
    expect(tooMany).toEqual({
      ok: false,
      errors: { researcherNames: createMessage.tooManyResearchers(MAX_GROUP_RESEARCHERS) },
    });
    const university = createForms.University();
    const badYear = university.prepare({ ...university.initial, universityName: 'Technion', startYear: '1949' });
    expect(badYear).toEqual({ ok: false, errors: { startYear: createMessage.year(universityDefaults().endYear) } });
  });

  it('gives the call to send when the form is valid', () => {
    const form = createForms.Person();
    const result = form.prepare({ ...form.initial, personName: '  Ada Lovelace ' });
    expect(result.ok && typeof result.send).toBe('function');
  });
});

describe('localDocumentsErrors', () => {
  const messages = { titleRequired: 'title!', filesRequired: 'files!' };
  it('needs a title and at least one file', () => {
    expect(localDocumentsErrors({ title: ' ', files: [] }, messages)).toEqual({ title: 'title!', files: 'files!' });
    const file = new File(['TY  - JOUR'], 'a.ris');
    expect(localDocumentsErrors({ title: 'Mine', files: [file] }, messages)).toEqual({});
  });
});
