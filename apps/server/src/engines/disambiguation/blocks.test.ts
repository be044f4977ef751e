import { describe, expect, it } from 'vitest';
import { blockMentions } from './blocks.js';
import type { Mention } from './mention.js';

const mention = (id: string, first: string, last: string): Mention => ({ id, first, last });

describe('blockMentions', () => {
  it('puts the spellings of one name in one block', () => {
    const { blocks } = blockMentions([
      mention('1', 'Andreas', 'Müller'),
      mention('2', 'A.', 'Mueller'),
      mention('3', 'Martin', 'Hofmann-Apitius'),
      mention('4', 'Martin', 'Hofmann'),
      mention('5', 'Anna', 'Smith'),
    ]);
    expect([...blocks.values()].map((ids) => ids.sort())).toEqual([['1', '2'], ['3', '4'], ['5']]);
  });

  it('reads a Chinese name printed surname first the other way round when that block is larger (s2and_qian: "Zeng Bin")', () => {
    const { names, blocks } = blockMentions([
      mention('1', 'Bin', 'Zeng'),
      mention('2', 'Bin', 'Zeng'),
      mention('3', 'Zeng', 'Bin'),
      mention('4', 'Li', 'Fei-Fei'),
      mention('5', 'Fei-Fei', 'Li'),
      mention('6', 'Fei-Fei', 'Li'),
    ]);
    expect(blocks.get('zeng_b')!.sort()).toEqual(['1', '2', '3']);
    expect(names.get('3')).toMatchObject({ given: ['bin'], lastWords: ['zeng'] });
    expect(blocks.get('li_f')!.sort()).toEqual(['4', '5', '6']);
  });

  it('keeps a name as printed when its own block is the larger one; the smaller reading joins it', () => {
    // both Wang and Liang are surnames: the data decides (s2and_qian has 5 "Liang Wang", 3 "Wang Liang", one person)
    const { blocks } = blockMentions([
      mention('1', 'Liang', 'Wang'),
      mention('2', 'Liang', 'Wang'),
      mention('3', 'Wang', 'Liang'),
    ]);
    expect(blocks.get('wang_l')!.sort()).toEqual(['1', '2', '3']);
    expect(blocks.has('liang_w')).toBe(false);
  });

  it('leaves names that are not Chinese surnames alone', () => {
    const { blocks } = blockMentions([
      mention('1', 'Smith', 'John'),
      mention('2', 'John', 'Smith'),
      mention('3', 'John', 'Smith'),
    ]);
    expect(blocks.get('john_s')).toEqual(['1']);
  });
});
