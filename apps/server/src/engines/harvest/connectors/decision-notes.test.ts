import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decisionsFromNotes } from './decision-notes.js';
import { parseBibtex } from './bibtex-parse.js';
import { parseCslJson } from './csl-json-parse.js';
import { parseRis } from './ris-parse.js';

const fixture = (name: string) =>
  fs.readFileSync(new URL(`../../../../test-fixtures/decisions/${name}`, import.meta.url), 'utf8');

describe('decisionsFromNotes: the screening tools’ markers in a record’s notes', () => {
  it('reads Rayyan’s inclusion, labels, exclusion reasons and user notes out of one note', () => {
    expect(
      decisionsFromNotes([
        'RAYYAN-INCLUSION: {"Kofi"=>"Excluded"} | RAYYAN-LABELS: ML,Hospital | RAYYAN-EXCLUSION-REASONS: wrong population,foreign language | USER-NOTES: {"Kofi"=>["check later"], "Ama"=>["ok"]}',
      ]),
    ).toEqual({
      vote: 'IRRELEVANT',
      labels: ['ML', 'Hospital'],
      notes: ['Exclusion reasons: wrong population, foreign language', 'check later', 'ok'],
    });
  });

  it('gives no vote when Rayyan’s reviewers disagree or only said Maybe, and keeps who said what as a note', () => {
    expect(decisionsFromNotes(['RAYYAN-INCLUSION: {"Kofi"=>"Included", "Ama"=>"Excluded"}'])).toEqual({
      notes: ['Rayyan decisions: Kofi Included, Ama Excluded'],
    });
    expect(decisionsFromNotes(['RAYYAN-INCLUSION: {"Kofi"=>"Maybe"}'])?.vote).toBeUndefined();
    expect(decisionsFromNotes(['RAYYAN-INCLUSION: {"Kofi"=>"Included", "Ama"=>"Maybe"}'])).toEqual({
      vote: 'RELEVANT',
    });
  });

  it('reads ASReview’s label note alone or inside other text, and keeps the rest of the note', () => {
    expect(decisionsFromNotes(['ASReview_relevant'])).toEqual({ vote: 'RELEVANT' });
    expect(decisionsFromNotes(['Additional notes. ASReview_irrelevant. Additional notes.'])).toEqual({
      vote: 'IRRELEVANT',
      notes: ['Additional notes. Additional notes.'],
    });
    expect(decisionsFromNotes(['ASReview_not_seen'])).toBeUndefined();
    // its own columns: the note and tags are the user's, the bookkeeping is not
    expect(
      decisionsFromNotes([
        'asreview_note: "read the methods"',
        'asreview_tags: ["RCT", "adults"]',
        'asreview_time: 12',
      ]),
    ).toEqual({ labels: ['RCT', 'adults'], notes: ['read the methods'] });
  });

  it('gives one vote for Quarry’s own export, which writes both markers, and none when markers disagree', () => {
    expect(
      decisionsFromNotes([
        'ASReview_relevant',
        'RAYYAN-INCLUSION: {"Quarry"=>"Included"} | RAYYAN-LABELS: a,b',
        'mine',
      ]),
    ).toEqual({ vote: 'RELEVANT', labels: ['a', 'b'], notes: ['mine'] });
    const disagreeing = decisionsFromNotes(['ASReview_relevant', 'RAYYAN-INCLUSION: {"Quarry"=>"Excluded"}']);
    expect(disagreeing?.vote).toBeUndefined();
    expect(disagreeing?.notes).toHaveLength(1);
  });

  it('strips Zotero’s paragraph markup and adds the format’s tags to the labels, once whatever their case', () => {
    expect(decisionsFromNotes(['<p>Good <b>one</b></p>'], ['Peat', 'peat'])).toEqual({
      labels: ['Peat'],
      notes: ['Good one'],
    });
  });
});

describe('the decisions of real and exported files, through the parsers', () => {
  it('reads every form of ASReview’s RIS test file (asreview tests/demo_data)', () => {
    const { documents } = parseRis(fixture('asreview-tag-notes-labels.ris'), 'a.ris');
    expect(documents.map((doc) => doc.decisions)).toEqual([
      { vote: 'RELEVANT' },
      { vote: 'IRRELEVANT' },
      undefined,
      { notes: ['Additional notes'] },
      { vote: 'RELEVANT', notes: ['Additional notes. Additional notes.'] },
      { vote: 'IRRELEVANT', notes: ['Additional notes'] },
      { notes: ['Additional notes', 'Additional notes.'] },
      undefined,
    ]);
  });

  it('reads a Rayyan RIS export’s decisions, labels and notes; keywords stay keywords', () => {
    const { documents } = parseRis(fixture('rayyan.ris'), 'r.ris');
    expect(documents.map((doc) => doc.decisions)).toEqual([
      { vote: 'RELEVANT', labels: ['peat', 'carbon'] },
      { vote: 'RELEVANT', labels: ['peat'], notes: ['Seen at the 2011 meeting'] },
      { vote: 'IRRELEVANT', notes: ['Exclusion reasons: wrong topic, wrong population', 'not about peat'] },
      { notes: ['Rayyan decisions: Kofi Included, Ama Excluded'] },
      { labels: ['sensors'], notes: ['Rayyan decisions: Kofi Maybe'] },
    ]);
    expect(documents.every((doc) => doc.keywords.length === 0)).toBe(true);
  });

  it('reads BibTeX note and annote (Zotero) and CSL-JSON note', () => {
    const bib = parseBibtex(
      '@article{a, title={One}, note={ASReview_irrelevant}, annote={<p>Zotero note</p>}, keywords={x, y}}',
      'a.bib',
    );
    expect(bib.documents[0]!.decisions).toEqual({ vote: 'IRRELEVANT', notes: ['Zotero note'] });
    expect(bib.documents[0]!.keywords).toEqual(['x', 'y']);
    const csl = parseCslJson(
      [
        {
          id: 'a',
          type: 'article-journal',
          title: 'One',
          note: 'RAYYAN-INCLUSION: {"Quarry"=>"Included"} | RAYYAN-LABELS: kept',
        },
      ],
      'a.json',
    );
    expect(csl.documents[0]!.decisions).toEqual({ vote: 'RELEVANT', labels: ['kept'] });
  });

  it('names a RIS record that cannot be read by its line', () => {
    expect(parseRis('TY  - JOUR\nTI  - One\nER  -\n\nTY  - JOUR\nAU  - Nobody\nER  -\n', 'a.ris').errors).toEqual([
      'line 5: no title',
    ]);
  });
});
