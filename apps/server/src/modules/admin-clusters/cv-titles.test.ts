import { describe, expect, it } from 'vitest';
import { extractCvTitles } from './cv-titles.js';

const CV = `ANA FERREIRA
Curriculum Vitae
Rua das Flores 12, 4050-262 Porto, Portugal
ana.ferreira@up.pt

EDUCATION
PhD in Soil Science, University of Porto, 2012

Publications
1. Ferreira, A., Costa, R. (2019). Peatland carbon stocks in northern
Portugal. Soil Biology and Biochemistry, 12, 1-10.
2. Ferreira, A., & Lima, J. (2020). Cork oak soils under drought: a ten-year
study of Alentejo montados. Geoderma, 361, 114-120.
3. Ferreira AM, Alves P. Smallholder land tenure in Minho. Land Use Policy. 2021;99:104-112.
[4] A. Ferreira, “Ecossistemas de montado: gestão e conservação,” Revista Ciências Agrárias, vol. 3, 2018.

Patents
Ferreira, A. (2017). Method for measuring peat carbon in situ. US Patent 9,876,543.
Soil moisture probe with capacitive sensing, US Patent 10,123,456 (2016)

Awards
Best young researcher, 2015
`;

describe('extractCvTitles', () => {
  it('reads the titles of numbered, author-year, Vancouver and quoted entries, joined over line breaks', () => {
    expect(extractCvTitles(CV)).toEqual([
      { title: 'Peatland carbon stocks in northern Portugal', patent: false },
      {
        title: 'Cork oak soils under drought: a ten-year study of Alentejo montados',
        patent: false,
      },
      { title: 'Smallholder land tenure in Minho', patent: false },
      { title: 'Ecossistemas de montado: gestão e conservação', patent: false },
      { title: 'Method for measuring peat carbon in situ', patent: true },
      { title: 'Soil moisture probe with capacitive sensing', patent: true },
    ]);
  });

  it('joins a word hyphenated over a line break and reads entries a paragraph each', () => {
    const text = [
      'Selected articles',
      'Costa, R., Ferreira, A. (2018). Microbial respiration in water-',
      'logged peat under warming. Global Change Biology, 24, 33-41.',
      'Lima, J., Ferreira, A. (2016). Nitrogen cycling in cork oak wood-',
      'lands. Plant and Soil, 401, 1-12.',
    ].join('\n');
    expect(extractCvTitles(text).map((entry) => entry.title)).toEqual([
      'Microbial respiration in waterlogged peat under warming',
      'Nitrogen cycling in cork oak woodlands',
    ]);
  });

  it('reads a Word CV a paragraph a line: headings without blank lines, years without brackets, "et al.", a question', () => {
    const text = [
      'Maria João Santos',
      'Associate Professor, Universidade de Évora',
      'Research interests',
      'Soil carbon, land use, montado ecosystems',
      'Journal articles',
      'Santos, M. J., Ferreira, A., et al. (2022). Does grazing reduce soil carbon in Mediterranean',
      'wood pastures? Agriculture, Ecosystems & Environment, 325, 107-115.',
      'Santos MJ, Costa R, Lima J. Long-term nitrogen fertilisation effects on cork oak growth. Forest Ecol Manag. 2019;432:1-9.',
      'Santos, M.J. 2018. Fire regimes in southern Portugal: a review. Fire Ecology 14(2): 1-20.',
      'PATENTS',
      'PT 123456 – Device for sampling soil cores at depth (2015)',
      'Teaching',
      'Soil Science (2010-2020)',
    ].join('\n');
    expect(extractCvTitles(text)).toEqual([
      { title: 'Does grazing reduce soil carbon in Mediterranean wood pastures?', patent: false },
      { title: 'Long-term nitrogen fertilisation effects on cork oak growth', patent: false },
      { title: 'Fire regimes in southern Portugal: a review', patent: false },
      { title: 'Device for sampling soil cores at depth', patent: true },
    ]);
  });

  it('finds no title in text that lists no works', () => {
    expect(extractCvTitles('Dear committee,\nI am applying for the position.\nKind regards')).toEqual([]);
    expect(extractCvTitles('')).toEqual([]);
  });
});
