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

  it('finds no title in text that lists no works', () => {
    expect(extractCvTitles('Dear committee,\nI am applying for the position.\nKind regards')).toEqual([]);
    expect(extractCvTitles('')).toEqual([]);
  });
});
