import { describe, expect, it } from 'vitest';
import { titlePoints, titleSimilarity } from './title-match.js';
import { matchWorks, sharedAuthors, surnamesAlike } from './work-match.js';
import { compactTitle, signatureOf, surnameKey, withoutRemark, type WorkFields } from './work-signature.js';

const points = (a: string, b: string) =>
  titlePoints(signatureOf({ title: a, authors: [] }), signatureOf({ title: b, authors: [] }));

const work = (fields: Partial<WorkFields>): WorkFields => ({
  title: 'Soil carbon under boreal peat',
  authors: [],
  ...fields,
});
const match = (a: Partial<WorkFields>, b: Partial<WorkFields>) =>
  matchWorks(signatureOf(work(a)), signatureOf(work(b)));

describe('titles compared', () => {
  it('ignore case, accents, punctuation, spacing and ligatures', () => {
    expect(compactTitle('Protein secretion : Puzzling receptors')).toBe(
      compactTitle('Protein Secretion: Puzzling Receptors'),
    );
    expect(compactTitle('The Microtubule Plus End-Tracking Protein EB 1')).toBe(
      compactTitle('The microtubule plus end tracking protein EB1'),
    );
    expect(compactTitle('rescues motor de ﬁ cits')).toBe(compactTitle('rescues motor deficits'));
    expect(compactTitle('Régulation du café')).toBe('regulationducafe');
  });

  it('score equal, near and run-on titles, and nothing for different ones', () => {
    const title = 'Crystal Structure and Functional Analysis of the Histone Methyltransferase SET7/9';
    expect(points(title, title)).toBe(4);
    expect(points('Primate evolution — in and out of Africa', 'Primate Evolution – in and out of Africa')).toBe(3);
    expect(
      points(
        'Cloning and developmental expression of a zebra®sh meis2 homeobox gene',
        'Cloning and developmental expression of a zebrafish meis2 homeobox gene',
      ),
    ).toBe(2);
    expect(
      points(
        'The Microtubule Plus End-Tracking Proteins mal 3 p and tip 1 p Cooperate',
        'The Microtubule plus End-tracking Proteins Mal3p and Tip1p Cooperate',
      ),
    ).toBeGreaterThanOrEqual(2);
    // a PDF extraction ran the first lines of the text into the title
    expect(
      points(title, `${title} 2002). The decision as to whether a certain chromosomal region adopts a heterochromatic`),
    ).toBe(2);
    expect(
      points(
        'Transcranial alternating current stimulation',
        'Transcranial alternating current stimulation for the treatment of OCD',
      ),
    ).toBe(0);
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
    expect(sharedAuthors(['stewart'], ['jablonski', 'zhang', 'stewart'])).toEqual({
      shared: 1,
      share: 1,
      sameHead: false,
      cover: 1 / 3,
    });
    expect(sharedAuthors(['loh', 'loh'], ['loh'])).toEqual({ shared: 1, share: 1, sameHead: true, cover: 0.5 });
    // a copy that could not read the first name ("Moyà-Solà") still starts where the list does
    expect(sharedAuthors(['kohler', 'alba'], ['moyasola', 'kohler', 'alba', 'stewart', 'disotell']).sameHead).toBe(
      true,
    );
  });
});

describe('two records are one work', () => {
  const paper = {
    title: 'Proton magnetic resonance spectroscopy in focal cortical dysplasia at 3T',
    authors: ['Tschampa, H.', 'Urbach, H.', 'Träber, F.'],
  };

  it('when they share a DOI, or a source states one is a version of the other', () => {
    expect(match({ doi: '10.1/a', title: 'One' }, { doi: '10.1/a', title: 'Another' })).toMatchObject({
      reason: 'same DOI',
    });
    expect(
      match(
        { doi: '10.2139/ssrn.1', title: 'One' },
        { doi: '10.1/b', relatedDois: ['10.2139/ssrn.1'], title: 'Another' },
      ),
    ).toMatchObject({ reason: 'stated version' });
  });

  it('when the title, authors and year agree, whatever the spelling', () => {
    expect(
      match(
        { ...paper, doi: '10.1016/j.seizure.2015.08.008', year: 2015, journal: 'Seizure' },
        {
          ...paper,
          title: 'Proton Magnetic Resonance Spectroscopy in Focal Cortical Dysplasia at 3 T',
          authors: ['Tschampa, H.', 'Urbach, H.', 'Trä Ber, F.'],
          year: 2015,
        },
      ),
    ).toMatchObject({ reason: 'similar record' });
  });

  it('for a working paper and its journal version, two DOIs and two years apart', () => {
    const ssrn = { ...paper, doi: '10.2139/ssrn.2601234', year: 2013, journal: 'SSRN Electronic Journal' };
    expect(
      match(ssrn, { ...paper, doi: '10.1016/j.seizure.2015.08.008', year: 2015, journal: 'Seizure' }),
    ).toBeDefined();
  });

  it('for a report and its reprint years later', () => {
    const report = {
      title: 'Governance Matters IV: Governance Indicators for 1996-2004',
      authors: ['Kaufmann, Daniel', 'Kraay, Aart', 'Mastruzzi, Massimo'],
    };
    expect(
      match(
        { ...report, doi: '10.1596/1813-9450-3630', publicationType: 'report', year: 2005 },
        { ...report, doi: '10.5555/reprint.2009.1', year: 2009, journal: 'Governance Studies' },
      ),
    ).toBeDefined();
  });

  it('when a long title agrees and nothing else is known', () => {
    expect(match(paper, { title: paper.title, authors: [] })).toBeDefined();
  });
});

describe('a short title', () => {
  const title = 'Primate evolution — in and out of Africa';
  const part = {
    title,
    year: 1999,
    journal: 'Current Biology',
    doi: '10.1016/s0960-9822(99)80350-9',
    authors: ['Moyà-Solà, S.', 'Köhler, M.', 'Alba, D.', 'Stewart, C.', 'Disotell, T.'],
  };

  it('names one work with author lists that agree from their start', () => {
    expect(match(part, { title, year: 1999, authors: ['Köhler, M.', 'Alba, D.'] })).toBeDefined();
  });

  it('needs more than one name in common: the reply to a comment has its author', () => {
    expect(match({ title, year: 1999, authors: ['Stewart, C.'] }, part)).toBeUndefined();
    expect(
      match({ title, year: 1997, authors: ['Loh, Y.'] }, { title, year: 1997, authors: ['Loh, Y.'] }),
    ).toBeUndefined();
  });

  it('is not told apart by the editors a series lists at the end of every part', () => {
    expect(match({ title, year: 1999, authors: ['Stewart, C.', 'Disotell, T.'] }, part)).toBeUndefined();
  });

  it('names one work with the journal and the year when one side lists no authors, or one author', () => {
    const editorial = { title: 'Is there a role for higher education?', year: 2006, journal: 'Nurse Education Today' };
    expect(match({ ...editorial, authors: ['Watson, R.'] }, { ...editorial, authors: [] })).toBeDefined();
    expect(
      match(
        { ...editorial, authors: ['Watson, R.'] },
        { ...editorial, authors: ['Watson, R.'], journal: 'Nurse Education in Practice' },
      ),
    ).toBeUndefined();
  });

  it('a year later in the same journal is another piece, in another venue the journal version', () => {
    const letter = {
      title: 'Protein secretion: Puzzling receptors',
      authors: ['Thiele, C.', 'Gerdes, H.', 'Huttner, W.'],
    };
    expect(
      match(
        { ...letter, year: 1997 },
        { ...letter, year: 1998, journal: 'Current Biology', doi: '10.1016/s0960-9822(98)70028-4' },
      ),
    ).toBeUndefined();
    const paper = { title: 'Infima of d.r.e. degrees', authors: ['Wang, S.', 'Wu, G.', 'Liu, J.'] };
    expect(
      match(
        { ...paper, year: 2009, journal: 'Conference on Computability in Europe' },
        { ...paper, year: 2010, journal: 'Archive for Mathematical Logic' },
      ),
    ).toBeDefined();
  });

  it('of a preprint needs one name in common', () => {
    const preprint = { title: 'Managing Distributed MARF with SNMP', authors: ['Mokhov, S.'], year: 2008 };
    expect(
      match(
        { ...preprint, journal: 'Computing Research Repository' },
        { ...preprint, journal: 'Parallel and Distributed Processing' },
      ),
    ).toBeDefined();
  });
});

describe('two records are different works', () => {
  it('when both carry DOIs of published works, however alike', () => {
    const common = {
      title: 'Protein secretion: Puzzling receptors',
      authors: ['Thiele, C.', 'Gerdes, H.', 'Huttner, W.'],
      journal: 'Current Biology',
    };
    expect(
      match(
        { ...common, doi: '10.1016/s0960-9822(06)00247-8', year: 1997 },
        { ...common, doi: '10.1016/s0960-9822(98)70028-4', year: 1998 },
      ),
    ).toBeUndefined();
  });

  it('when their author lists have no one in common', () => {
    const title = 'Primate evolution — in and out of Africa';
    expect(
      match(
        { title, authors: ['Miyamoto, M.', 'Young, J.'], year: 1998 },
        { title, authors: ['Stewart, C.', 'Disotell, T.'], year: 1998, journal: 'Current Biology' },
      ),
    ).toBeUndefined();
  });

  it('when one is a notice about the other', () => {
    const paper = {
      title: 'Adaptive Smoothing via Contextual and Local Discontinuities',
      authors: ['Chen, K.'],
      journal: 'IEEE Transactions on Pattern Analysis and Machine Intelligence',
    };
    expect(points(paper.title, `Erratum to "${paper.title}"`)).toBe(0);
    expect(
      match({ ...paper, year: 2005 }, { ...paper, title: `Erratum to "${paper.title}"`, year: 2008 }),
    ).toBeUndefined();
  });

  it('when a reworded title comes a year later (a follow-up, not a version)', () => {
    const authors = ['Liu, J.', 'Xu, W.', 'Sun, J.'];
    const first = {
      title: 'Quantum-Behaved Particle Swarm Optimization with Mutation Operator',
      authors,
      year: 2005,
      journal: 'ICTAI',
    };
    expect(
      match(first, {
        ...first,
        title: 'Quantum-Behaved Particle Swarm Optimization with Adaptive Mutation Operator',
        year: 2006,
        journal: 'ICNC',
      }),
    ).toBeUndefined();
    // function words are spelling: no rewording
    expect(
      points(
        'Improved Algorithms for the Feedback Vertex Set Problems',
        'Improved algorithms for feedback vertex set problems',
      ),
    ).toBe(3);
  });

  it('when a generic title is all they share', () => {
    expect(
      match({ title: 'Preface', year: 2014 }, { title: 'Preface', year: 2014, journal: 'Neurobiology of Aging' }),
    ).toBeUndefined();
    expect(
      match(
        { title: 'Preface', year: 2014, journal: "Alzheimer's & Dementia" },
        { title: 'Preface', year: 2014, journal: 'Neurobiology of Aging' },
      ),
    ).toBeUndefined();
    expect(
      match(
        { title: 'Publisher’s Note', year: 2011 },
        { title: "Publishers' Note", year: 2011, journal: 'Mechanisms of Development' },
      ),
    ).toBeUndefined();
    expect(match({ title: 'Reviewer List for 2005' }, { title: 'Reviewer list for 1995' })).toBeUndefined();
  });

  it('unless the journal and year, or a numbered title on a copy without journal or DOI, say so', () => {
    expect(
      match(
        { title: "Publisher's Note", year: 2005, journal: 'Mechanisms of Development', authors: ['Watson, A.'] },
        { title: "Publisher's Note", year: 2005, journal: 'Mechanisms of Development' },
      ),
    ).toBeDefined();
    expect(
      match(
        { title: 'Editorial Polic Y', year: 1995, journal: 'Pergamon Vision Res' },
        { title: 'Editorial policy', year: 1995, journal: 'Vision Research' },
      ),
    ).toBeDefined();
    const reviewers = {
      title: 'Acknowledgement to Reviewers, 2012',
      year: 2013,
      journal: 'Developmental Cognitive Neuroscience',
      doi: '10.1016/j.dcn.2012.11.005',
    };
    expect(match(reviewers, { title: reviewers.title, year: 2012 })).toBeDefined();
    expect(match(reviewers, { title: reviewers.title, year: 2011 })).toBeUndefined();
    // the same editor's editorials, a year apart, or with nothing but the year to go by
    expect(
      match(
        { title: 'Editorial', year: 2010, authors: ['Smith, A.'] },
        { title: 'Editorial', year: 2010, authors: ['Smith, A.'] },
      ),
    ).toBeUndefined();
    expect(
      match(
        { title: 'Obituary', year: 2004, authors: ['Crick, F.'] },
        { title: 'Obituary', year: 2005, journal: 'Vision Research', doi: '10.1016/j.visres.2004.08.022' },
      ),
    ).toBeUndefined();
  });

  it('when their titles differ beyond spelling', () => {
    expect(
      points(
        'Cloning and developmental expression of STAT5 in Xenopus laevis',
        'Cloning and developmental expression of Baf57 in Xenopus laevis',
      ),
    ).toBe(0);
    expect(points('Soil carbon in boreal peatlands: part 1', 'Soil carbon in boreal peatlands: part 2')).toBe(0);
    expect(
      match(
        { title: 'Cloning and developmental expression of STAT5 in Xenopus laevis', authors: ['Pascal, A.'] },
        { title: 'Cloning and developmental expression of Baf57 in Xenopus laevis', authors: ['Pascal, A.'] },
      ),
    ).toBeUndefined();
  });
});

describe('records of one paper from two bibliographies (DBLP and ACM kinds of difference)', () => {
  const sigmod = 'SIGMOD Conference';
  const icmd = 'International Conference on Management of Data';

  it('read HTML character references as the characters they stand for', () => {
    const acm = signatureOf({
      title: 'Caching &amp; mobility',
      authors: ['Daniel Barbar&#225;', 'Tomasz Imieli&#324;ski'],
    });
    const dblp = signatureOf({ title: 'Caching & Mobility', authors: ['Daniel Barbará', 'Tomasz Imielinski'] });
    expect(acm.surnames).toBe(dblp.surnames);
    expect(acm.compact).toBe(dblp.compact);
  });

  it('compare author lists as sets: one source lists them in another order', () => {
    const title = 'Holistic twig joins: optimal XML pattern matching';
    expect(
      match(
        { title, year: 2002, journal: sigmod, authors: ['Divesh Srivastava', 'Nick Koudas', 'Nicolas Bruno'] },
        { title, year: 2002, journal: icmd, authors: ['Nicolas Bruno', 'Nick Koudas', 'Divesh Srivastava'] },
      ),
    ).toBeDefined();
  });

  it('name one work by its single author, its year and a venue on each side, however each names it', () => {
    const title = 'Repository system engineering';
    const bernstein = { title, year: 1996, authors: ['Philip A. Bernstein'] };
    expect(match({ ...bernstein, journal: sigmod }, { ...bernstein, journal: icmd })).toBeDefined();
    expect(match({ ...bernstein, journal: sigmod }, { ...bernstein, year: 1997, journal: icmd })).toBeUndefined();
  });

  it('read a venue written as its acronym as that venue', () => {
    const title = 'Sleepers and workaholics: caching strategies';
    const authors = ['Daniel Barbará'];
    expect(
      match(
        { title, year: 1994, authors, journal: 'VLDB' },
        { title, year: 1994, authors, journal: 'Very Large Data Bases' },
      ),
    ).toEqual({
      score: 7,
      reason: 'similar record',
    });
  });

  it('read a title without the remark in brackets one source adds, unless it numbers a part', () => {
    expect(withoutRemark('Database Buffer Size Investigation for OLTP Workloads (Experience Paper)')).toBe(
      'Database Buffer Size Investigation for OLTP Workloads',
    );
    expect(withoutRemark('LDAP directory services (tutorial session)')).toBe('LDAP directory services');
    expect(withoutRemark('Database tuning: principles (part II)')).toBe('Database tuning: principles (part II)');
    expect(withoutRemark('Mining the web (2nd edition)')).toBe('Mining the web (2nd edition)');
    expect(withoutRemark('Proteins (review)')).toBe('Proteins (review)');
    const authors = ['Thin-Fong Tsuei', 'Allan Packer', 'Keng-Tai Ko'];
    expect(
      match(
        { title: 'Database Buffer Size Investigation for OLTP Workloads (Experience Paper)', year: 1997, authors },
        { title: 'Database buffer size investigation for OLTP workloads', year: 1997, authors },
      ),
    ).toBeDefined();
  });

  it('read abbreviated journal names as the names they abbreviate', () => {
    const title = 'Preference formulas in relational queries';
    const chomicki = { title, year: 2003, authors: ['Jan Chomicki'] };
    expect(
      match(
        { ...chomicki, journal: 'ACM Trans. Database Syst.' },
        { ...chomicki, journal: 'ACM Transactions on Database Systems (TODS)' },
      ),
    ).toBeDefined();
  });

  it('keep Part I and Part II apart, and a numbered sequel from its first part', () => {
    const title = 'Database tuning: principles, experiments, and troubleshooting techniques';
    const authors = ['Dennis Shasha', 'Philippe Bonnet'];
    const year = 2002;
    expect(
      match({ title: `${title} (part I)`, authors, year }, { title: `${title} (part II)`, authors, year }),
    ).toBeUndefined();
    expect(match({ title, authors, year }, { title: `${title} (part II)`, authors, year })).toBeUndefined();
    expect(
      match({ title: `${title}, Part 1`, authors, year }, { title: `${title}, Part I`, authors, year }),
    ).toBeDefined();
    expect(
      match({ title: 'Mining the web, 2', authors, year }, { title: 'Mining the web', authors, year }),
    ).toBeUndefined();
  });

  it('keep a conference paper apart from its journal version a year later', () => {
    const title = 'QuickStore: a high performance mapped object store';
    const authors = ['Seth J. White', 'David J. DeWitt'];
    expect(
      match(
        { title, authors, year: 1994, journal: sigmod },
        { title, authors, year: 1995, journal: 'The VLDB Journal' },
      ),
    ).toBeUndefined();
    expect(
      match({ title, authors, year: 1994, journal: 'VLDB' }, { title, authors, year: 1995, journal: 'VLDB J.' }),
    ).toBeUndefined();
  });
});
