import { describe, expect, it } from 'vitest';
import type { NormalizedDocument } from '../engines/harvest/document.js';
import { mineDocument } from './mine.js';

const publication: NormalizedDocument = {
  type: 'Article',
  title: 'Green roofs in Rotterdam',
  abstract:
    'Sanne de Vries of the Delft University of Technology measured rain retention in Rotterdam and Hamburg. Contact s.devries@example.org.',
  harvesterType: 'MICROSOFT',
  authors: [],
  concepts: [{ name: 'Hydrology', score: 0.7, kind: 'concept' }],
  keywords: [],
  provenance: { source: 'openalex', query: 'green roofs' },
};

describe('mineDocument', () => {
  it('mines a publication: entities, e-mails, language, its own concepts', () => {
    expect(mineDocument(publication)).toEqual({
      persons: ['Sanne de Vries'],
      organizations: ['Delft University of Technology'],
      locations: ['Rotterdam', 'Hamburg'],
      emails: ['s.devries@example.org'],
      language: 'en',
      concepts: [{ name: 'Hydrology', score: 0.7, kind: 'concept' }],
    });
  });

  it("keeps the source's language rather than detecting one", () => {
    expect(mineDocument({ ...publication, language: 'nl' }).language).toBe('nl');
  });

  it('mines a web page from its text, with key phrases as concepts', () => {
    const text =
      'The city of Rotterdam pays owners who plant green roofs. Green roofs hold back rain water, and green roofs cool ' +
      'the streets. Write to roofs [at] rotterdam [dot] example. The green roofs programme of the Municipality of ' +
      'Rotterdam is led by Dr. Pieter Jansen, who measured the rain water the roofs retain.';
    const mined = mineDocument({
      ...publication,
      type: 'Web Page',
      title: 'Green roofs',
      abstract: '',
      text,
      concepts: [],
    });
    expect(mined.language).toBe('en');
    expect(mined.emails).toEqual(['roofs@rotterdam.example']);
    expect(mined.persons).toContain('Dr. Pieter Jansen');
    expect(mined.locations).toContain('Rotterdam');
    expect(mined.concepts.slice(0, 2)).toEqual([
      { name: 'green roofs', score: 1, kind: 'keyphrase' },
      { name: 'roofs', score: 0.75, kind: 'keyphrase' },
    ]);
  });
});
