import { describe, expect, it } from 'vitest';
import { matchWorks, sharedAuthors, surnamesAlike, titlePoints, titleSimilarity } from './work-match.js';
import { compactTitle, signatureOf, surnameKey, type WorkFields } from './work-signature.js';

const points = (a: string, b: string) => titlePoints(signatureOf({ title: a, authors: [] }), signatureOf({ title: b, authors: [] }));

const work = (fields: Partial<WorkFields>): WorkFields => ({ title: 'Soil carbon under boreal peat', authors: [], ...fields });
const match = (a: Partial<WorkFields>, b: Partial<WorkFields>) => matchWorks(signatureOf(work(a)), signatureOf(work(b)));

describe('titles compared', () => {
  it('ignore case, accents, punctuation, spacing and ligatures', () => {
    expect(compactTitle('Protein secretion : Puzzling receptors')).toBe(compactTitle('Protein Secretion: Puzzling Receptors'));
    expect(compactTitle('The Microtubule Plus End-Tracking Protein EB 1')).toBe(compactTitle('The microtubule plus end tracking protein EB1'));
    expect(compactTitle('rescues motor de ﬁ cits')).toBe(compactTitle('rescues motor deficits'));
    expect(compactTitle('Régulation du café')).toBe('regulationducafe');
  });

  it('score equal, near and run-on titles, and nothing for different ones', () => {
    const title = 'Crystal Structure and Functional Analysis of the Histone Methyltransferase SET7/9';
    expect(points(title, title)).toBe(4);
    expect(points('Primate evolution — in and out of Africa', 'Primate Evolution – in and out of Africa')).toBe(3);
    expect(points('Cloning and developmental expression of a zebra®sh meis2 homeobox gene', 'Cloning and developmental expression of a zebrafish meis2 homeobox gene')).toBe(2);
    expect(points('The Microtubule Plus End-Tracking Proteins mal 3 p and tip 1 p Cooperate', 'The Microtubule plus End-tracking Proteins Mal3p and Tip1p Cooperate')).toBeGreaterThanOrEqual(2);
    // a PDF extraction ran the first lines of the text into the title
    expect(points(title, `${title} 2002). The decision as to whether a certain chromosomal region adopts a heterochromatic`)).toBe(2);
    expect(points('Transcranial alternating current stimulation', 'Transcranial alternating current stimulation for the treatment of OCD')).toBe(0);
    expect(titleSimilarity('soilcarbon', 'peatbogs')).toBe(0);
  });
});

describe('authors compared', () => {
  it('read surnames from either name order', () => {
    expect(surnameKey('Tschampa, Henriette J.')).toBe('tschampa');
    expect(surnameKey('Frank Träber')).toBe('traber');
  });

  it('accept a stray affiliation letter or a particle, not another name', () => {
    expect(surnamesAlike('pannekoeka', 'pannekoek')).toBe(true);
    expect(surnamesAlike('oldedubbelink', 'dubbelink')).toBe(true);
    expect(surnamesAlike('smith', 'smyth')).toBe(false);
    expect(surnamesAlike('lee', 'leek')).toBe(false);
    expect(sharedAuthors(['stewart'], ['jablonski', 'zhang', 'stewart'])).toEqual({ shared: 1, share: 1 });
    expect(sharedAuthors(['loh', 'loh'], ['loh'])).toEqual({ shared: 1, share: 1 });
  });
});

describe('two records are one work', () => {
  const paper = { title: 'Proton magnetic resonance spectroscopy in focal cortical dysplasia at 3T', authors: ['Tschampa, H.', 'Urbach, H.', 'Träber, F.'] };

  it('when they share a DOI, or a source states one is a version of the other', () => {
    expect(match({ doi: '10.1/a', title: 'One' }, { doi: '10.1/a', title: 'Another' })).toMatchObject({ reason: 'same DOI' });
    expect(match({ doi: '10.2139/ssrn.1', title: 'One' }, { doi: '10.1/b', relatedDois: ['10.2139/ssrn.1'], title: 'Another' })).toMatchObject({ reason: 'stated version' });
  });

  it('when the title, authors and year agree, whatever the spelling', () => {
    expect(match({ ...paper, doi: '10.1016/j.seizure.2015.08.008', year: 2015, journal: 'Seizure' }, { ...paper, title: 'Proton Magnetic Resonance Spectroscopy in Focal Cortical Dysplasia at 3 T', authors: ['Tschampa, H.', 'Urbach, H.', 'Trä Ber, F.'], year: 2015 })).toMatchObject({ reason: 'similar record' });
  });

  it('for a working paper and its journal version, two DOIs and two years apart', () => {
    const ssrn = { ...paper, doi: '10.2139/ssrn.2601234', year: 2013, journal: 'SSRN Electronic Journal' };
    expect(match(ssrn, { ...paper, doi: '10.1016/j.seizure.2015.08.008', year: 2015, journal: 'Seizure' })).toBeDefined();
  });

  it('for a report and its reprint years later', () => {
    const report = { title: 'Governance Matters IV: Governance Indicators for 1996-2004', authors: ['Kaufmann, Daniel', 'Kraay, Aart', 'Mastruzzi, Massimo'] };
    expect(match({ ...report, doi: '10.1596/1813-9450-3630', publicationType: 'report', year: 2005 }, { ...report, doi: '10.5555/reprint.2009.1', year: 2009, journal: 'Governance Studies' })).toBeDefined();
  });

  it('when a long title agrees and nothing else is known', () => {
    expect(match(paper, { title: paper.title, authors: [] })).toBeDefined();
  });
});

describe('two records are different works', () => {
  it('when both carry DOIs of published works, however alike', () => {
    const common = { title: 'Protein secretion: Puzzling receptors', authors: ['Thiele, C.', 'Gerdes, H.', 'Huttner, W.'], journal: 'Current Biology' };
    expect(match({ ...common, doi: '10.1016/s0960-9822(06)00247-8', year: 1997 }, { ...common, doi: '10.1016/s0960-9822(98)70028-4', year: 1998 })).toBeUndefined();
  });

  it('when their author lists have no one in common', () => {
    const title = 'Primate evolution — in and out of Africa';
    expect(match({ title, authors: ['Miyamoto, M.', 'Young, J.'], year: 1998 }, { title, authors: ['Stewart, C.', 'Disotell, T.'], year: 1998, journal: 'Current Biology' })).toBeUndefined();
  });

  it('when a generic title is all they share', () => {
    expect(match({ title: 'Preface', year: 2014 }, { title: 'Preface', year: 2014, journal: 'Neurobiology of Aging' })).toBeUndefined();
    expect(match({ title: 'Preface', year: 2014, journal: "Alzheimer's & Dementia" }, { title: 'Preface', year: 2014, journal: 'Neurobiology of Aging' })).toBeUndefined();
    expect(match({ title: 'Publisher’s Note', year: 2011 }, { title: "Publishers' Note", year: 2011, journal: 'Mechanisms of Development' })).toBeUndefined();
    expect(match({ title: 'Reviewer List for 2005' }, { title: 'Reviewer list for 1995' })).toBeUndefined();
  });

  it('unless the journal and year, or the authors, say so', () => {
    expect(match({ title: "Publisher's Note", year: 2005, journal: 'Mechanisms of Development', authors: ['Watson, A.'] }, { title: "Publisher's Note", year: 2005, journal: 'Mechanisms of Development' })).toBeDefined();
    expect(match({ title: 'Editorial Polic Y', year: 1995, journal: 'Pergamon Vision Res' }, { title: 'Editorial policy', year: 1995, journal: 'Vision Research' })).toBeDefined();
  });

  it('when their titles differ beyond spelling', () => {
    expect(points('Cloning and developmental expression of STAT5 in Xenopus laevis', 'Cloning and developmental expression of Baf57 in Xenopus laevis')).toBe(0);
    expect(points('Soil carbon in boreal peatlands: part 1', 'Soil carbon in boreal peatlands: part 2')).toBe(0);
    expect(match({ title: 'Cloning and developmental expression of STAT5 in Xenopus laevis', authors: ['Pascal, A.'] }, { title: 'Cloning and developmental expression of Baf57 in Xenopus laevis', authors: ['Pascal, A.'] })).toBeUndefined();
  });
});
