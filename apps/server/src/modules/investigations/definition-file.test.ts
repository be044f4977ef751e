import { describe, expect, it } from 'vitest';
import { parseDefinitionFile } from './definition-file.js';

describe('investigation-definition files', () => {
  it('read CSV with quoted fields, booleans and researcher lists', () => {
    const csv = [
      'type,searchString,includeWebPages,instituteName,facultyName,researcherNames',
      'Topic,"graphene, batteries",false,,,',
      'PersonGroup,,,Weizmann Institute,"Physics ""A""",Ada Lovelace; Alan Turing',
      '',
    ].join('\r\n');
    const result = parseDefinitionFile('defs.csv', csv);
    expect(result.errors).toEqual([]);
    expect(result.entries).toEqual([
      {
        type: 'Topic',
        definition: {
          searchString: 'graphene, batteries',
          includePublications: true,
          includeWebPages: false,
          political: false,
        },
      },
      {
        type: 'PersonGroup',
        definition: {
          instituteName: 'Weizmann Institute',
          facultyName: 'Physics "A"',
          researcherNames: ['Ada Lovelace', 'Alan Turing'],
          includePublications: true,
          includeWebPages: true,
        },
      },
    ]);
  });

  it('read JSON arrays and wrapped lists, with Political as a Topic with political on', () => {
    const result = parseDefinitionFile(
      'x.json',
      JSON.stringify({ investigations: [{ type: 'Political', searchString: 'climate policy' }] }),
    );
    expect(result.entries[0]).toMatchObject({
      type: 'Political',
      definition: { political: true, searchString: 'climate policy' },
    });
  });

  it('list the error of every bad entry with its line or item, and create nothing', () => {
    const csv = 'type,searchString,personName\nTopic,שלום,\nPerson,,\nTopic,fine,\nSpaceship,,\n';
    const result = parseDefinitionFile('defs.csv', csv);
    expect(result.entries).toEqual([]);
    expect(result.errors).toEqual([
      'line 2: searchString: Please use English letters only',
      'line 3: personName: Please enter the researcher name',
      expect.stringMatching(/^line 5: unknown type "Spaceship"/),
    ]);
    expect(parseDefinitionFile('x.json', '[{"type": "Topic"}, 3]').errors).toEqual([
      'item 1: searchString: Please enter a search term',
      'item 2: expected an object with a "type"',
    ]);
    expect(parseDefinitionFile('x.json', '{oops').errors[0]).toMatch(/^The file is not valid JSON/);
    expect(parseDefinitionFile('x.csv', 'searchString\nx').errors).toEqual([
      'line 1: the header row must name a "type" column',
    ]);
  });

  it('refuse a University whose country names no country, and take names, aliases and codes', () => {
    const csv =
      'type,universityName,country,startYear,endYear\nUniversity,UNAM,Mexico,2020,2021\nUniversity,UNAM,mx,2020,2021\nUniversity,X,Narnia,2020,2021\n';
    expect(parseDefinitionFile('defs.csv', csv).errors).toEqual([
      'line 4: country: Please choose a country from the list',
    ]);
    expect(parseDefinitionFile('defs.csv', csv.split('\n').slice(0, 3).join('\n')).entries).toHaveLength(2);
  });

  it('number CSV rows by the line they start on, and refuse a file with an unclosed quote', () => {
    const csv = 'type,searchString\nTopic,"two\nlines é"\n\nTopic,\n';
    expect(parseDefinitionFile('defs.csv', csv).errors).toEqual([
      'line 2: searchString: Please use English letters only',
      'line 5: searchString: Please enter a search term',
    ]);
    expect(parseDefinitionFile('defs.csv', 'type,searchString\nTopic,"open\n').errors).toEqual([
      expect.stringMatching(/^The file is not valid CSV: Quote Not Closed/),
    ]);
  });
});
