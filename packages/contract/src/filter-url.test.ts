import { describe, expect, it } from 'vitest';
import { decodeFilterSpec, encodeFilterSpec, hasFilterParams, topParamKeys } from './filter-url.js';
import { displayedResultsValues, documentFilterSpec, topCategories, type ParsedFilterSpec } from './workspace.js';

const defaults: ParsedFilterSpec = documentFilterSpec.parse({});
const personDefaults: ParsedFilterSpec = { ...defaults, sortDocumentsBy: 'publishDateDesc' };
const spec = (fields: Partial<ParsedFilterSpec>): ParsedFilterSpec => ({ ...defaults, ...fields });

/** Through the address bar: encoded, written as text, read back. */
const throughUrl = (value: ParsedFilterSpec, over = defaults) =>
  decodeFilterSpec(new URLSearchParams(encodeFilterSpec(value, over).toString()), over);

const everyField: ParsedFilterSpec = {
  dateFilter: { startYear: 2016, endYear: 2021 },
  displayedResultsStatus: 'Unread',
  selectedTops: [
    { name: 'predefined.Labels', selectedValue: 'Methods', selectedDisplayValue: 'Methods' },
    { name: 'predefined.Persons', selectedValue: '12', selectedDisplayValue: 'Ana Ferreira' },
    { name: 'lexeme.Crops', selectedValue: 'wheat', selectedDisplayValue: 'Wheat' },
  ],
  includeOnlyUnlabeled: true,
  includeSingleAuthoredDocuments: false,
  personId: 7,
  personName: 'Ada Lovelace',
  freeText: 'soil carbon',
  sortDocumentsBy: 'citations',
  requestedDocumentIds: [3, 1, 2],
  highlightMode: ['Highlight Search Terms'],
  onlyInvestigationResearchers: true,
  onlyDuplicateDocuments: true,
  onlyUnaffiliated: true,
  onlyUnknownPublishers: true,
  onlyMissingVolume: true,
  onlyMissingDate: true,
  onlyRecentResearcherDocuments: true,
  specificDocumentUrls: ['https://example.org/a?b=c&d=e', 'https://example.org/x'],
};

describe('the filter spec in the URL', () => {
  it('writes nothing for the defaults, and reads nothing as the defaults', () => {
    expect(encodeFilterSpec(defaults, defaults).toString()).toBe('');
    expect(decodeFilterSpec(new URLSearchParams(''), defaults)).toEqual(defaults);
    expect(decodeFilterSpec(new URLSearchParams(''), personDefaults)).toEqual(personDefaults);
  });

  it('writes a compact, readable query string', () => {
    const value = spec({
      dateFilter: { startYear: 2016, endYear: 2021 },
      displayedResultsStatus: 'Unread',
      selectedTops: everyField.selectedTops.slice(0, 2),
      freeText: 'soil carbon',
    });
    expect(encodeFilterSpec(value, defaults).toString()).toBe(
      'from=2016&to=2021&show=Unread&label=Methods&author=12%7EAna+Ferreira&q=soil+carbon',
    );
    expect(decodeURIComponent(encodeFilterSpec(value, defaults).toString())).toContain('author=12~Ana+Ferreira');
  });

  it('round-trips every field of the spec', () => {
    expect(throughUrl(everyField)).toEqual(everyField);
    expect(throughUrl(everyField, personDefaults)).toEqual(everyField);
    expect(Object.keys(everyField).sort()).toEqual(Object.keys(documentFilterSpec.shape).sort());
  });

  it.each<[string, Partial<ParsedFilterSpec>]>([
    ['an open start', { dateFilter: { startYear: null, endYear: 2021 } }],
    ['an open end', { dateFilter: { startYear: 2019, endYear: null } }],
    ['a single year', { dateFilter: { startYear: 2019, endYear: 2019 } }],
    ['each Displayed Results value', { displayedResultsStatus: 'Irrelevant' }],
    ['the Relevance sort over a person default', { sortDocumentsBy: 'relevance' }],
    ['no requested document', { requestedDocumentIds: [] }],
    ['every highlight off', { highlightMode: [] }],
    ['no URL', { specificDocumentUrls: [] }],
    ['a top without display value', { selectedTops: [{ name: 'predefined.Journals', selectedValue: 'Nature' }] }],
    ['a profile without name', { personId: 9 }],
    [
      'tilde, backslash, ampersand, equals, plus, percent and accents',
      {
        freeText: 'a~b \\ c&d=e+f 100% Bayón',
        selectedTops: [
          { name: 'predefined.Labels', selectedValue: 'to~do\\', selectedDisplayValue: 'to~do\\' },
          { name: 'predefined.Institutions', selectedValue: 'x~', selectedDisplayValue: '~y' },
          { name: 'lexeme.a~b', selectedValue: 'v', selectedDisplayValue: 'V~' },
        ],
        personId: 3,
        personName: 'O~Brien',
      },
    ],
  ])('round-trips %s', (_, fields) => {
    expect(throughUrl(spec(fields), personDefaults)).toEqual(spec(fields));
  });

  it('round-trips each Displayed Results value, Unscreened among them', () => {
    expect(displayedResultsValues).toContain('Unscreened');
    for (const status of displayedResultsValues) {
      expect(throughUrl(spec({ displayedResultsStatus: status }))).toEqual(spec({ displayedResultsStatus: status }));
    }
    const unscreened = spec({ displayedResultsStatus: 'Unscreened', sortDocumentsBy: 'relevance' });
    expect(encodeFilterSpec(unscreened, defaults).toString()).toBe('show=Unscreened');
    expect(decodeFilterSpec(new URLSearchParams('show=Unscreened&q=soil'), defaults)).toEqual(
      spec({ displayedResultsStatus: 'Unscreened', freeText: 'soil' }),
    );
    // Values are read as written: another spelling is not one of them.
    expect(decodeFilterSpec(new URLSearchParams('show=unscreened'), defaults).displayedResultsStatus).toBe('All');
  });

  it('has a key for every top category', () => {
    expect(Object.keys(topParamKeys).sort()).toEqual(topCategories.map((category) => category.name).sort());
    expect(new Set(Object.values(topParamKeys)).size).toBe(topCategories.length);
    for (const category of topCategories) {
      const value = spec({ selectedTops: [{ name: category.name, selectedValue: 'v', selectedDisplayValue: 'V' }] });
      expect(throughUrl(value)).toEqual(value);
    }
  });

  it('ignores what it cannot read and keeps what it can', () => {
    const garbage = new URLSearchParams(
      'from=abc&to=2021&show=Nope&sort=zzz&label=&author=~x&top=nope&top=~v&ids=1,x,3&singleAuthored=maybe' +
        '&unlabeled=1&profile=abc&q=' +
        'x'.repeat(501) +
        '&label=a~b~c&tab=documents',
    );
    expect(decodeFilterSpec(garbage, defaults)).toEqual(
      spec({
        dateFilter: { startYear: null, endYear: 2021 },
        requestedDocumentIds: [1, 3],
        includeOnlyUnlabeled: true,
      }),
    );
    expect(decodeFilterSpec(new URLSearchParams('label=Methods&label=Methods'), defaults).selectedTops).toHaveLength(1);
    expect(decodeFilterSpec(new URLSearchParams('ids=x,y'), defaults).requestedDocumentIds).toBeUndefined();
    expect(decodeFilterSpec(new URLSearchParams('ids='), defaults).requestedDocumentIds).toEqual([]);
  });

  it('never throws on random query strings, and always gives a valid spec', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const alphabet = [
      '~',
      '\\',
      '&',
      '=',
      '%',
      '%zz',
      ',',
      '1',
      '2019',
      '-',
      ' ',
      'a',
      'é',
      '\u0000',
      'Unread',
      'citations',
    ];
    const keys = [
      'from',
      'to',
      'show',
      'sort',
      'q',
      'ids',
      'profile',
      'url',
      'highlight',
      'top',
      'label',
      'author',
      'unlabeled',
      'x',
    ];
    for (let round = 0; round < 500; round++) {
      const parts = Array.from({ length: 1 + Math.floor(random() * 6) }, () => {
        const value = Array.from(
          { length: Math.floor(random() * 8) },
          () => alphabet[Math.floor(random() * alphabet.length)],
        ).join('');
        return `${keys[Math.floor(random() * keys.length)]}=${value}`;
      });
      const decoded = decodeFilterSpec(new URLSearchParams(parts.join('&')), defaults);
      expect(documentFilterSpec.safeParse(decoded).success, parts.join('&')).toBe(true);
      expect(throughUrl(decoded)).toEqual(decoded);
    }
  });

  it('tells a query string with a filter from one without', () => {
    expect(hasFilterParams(new URLSearchParams(''))).toBe(false);
    expect(hasFilterParams(new URLSearchParams('tab=documents'))).toBe(false);
    expect(hasFilterParams(new URLSearchParams('author=1'))).toBe(true);
    expect(hasFilterParams(new URLSearchParams('sort=citations'))).toBe(true);
  });
});
