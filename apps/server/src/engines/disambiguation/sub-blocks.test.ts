import { describe, expect, it } from 'vitest';
import { parseMentionName, type MentionName } from './names.js';
import { subBlocks, unsplittable } from './sub-blocks.js';

const namesOf = (printed: Record<string, string>): Map<string, MentionName> =>
  new Map(
    Object.entries(printed).map(([id, name]) => {
      const [first = '', middle, ...rest] = name.split(' ');
      const last = rest.length > 0 ? rest.join(' ') : middle!;
      return [id, parseMentionName(first, rest.length > 0 ? middle : undefined, last)];
    }),
  );

describe('subBlocks', () => {
  it('leaves a block that fits alone', () => {
    const names = namesOf({ a: 'Jing Wang', b: 'J Wang' });
    expect(subBlocks(['a', 'b'], names, 2)).toEqual([['a', 'b']]);
  });

  it('splits a large block by first-name prefix, keeping short forms with their long ones, and initials apart by middle initial', () => {
    const names = namesOf({
      alex: 'Alex Kim',
      alexander: 'Alexander Kim',
      alexandra: 'Alexandra Kim',
      anna: 'Anna Kim',
      anne: 'Anne Kim',
      a1: 'A J Kim',
      a2: 'A J Kim',
      a3: 'A Kim',
    });
    const parts = subBlocks([...names.keys()], names, 3);
    expect(parts).toEqual([['alex', 'alexander', 'alexandra'], ['anna', 'anne'], ['a1', 'a2'], ['a3']]);
    expect(parts.every((part) => part.length <= 3)).toBe(true);
  });

  it('cuts what no prefix splits, in the order given, and loses no mention', () => {
    const names = namesOf(Object.fromEntries(Array.from({ length: 7 }, (_, k) => [`m${k}`, 'Wei Li'])));
    const parts = subBlocks([...names.keys()], names, 3);
    expect(parts).toEqual([['m0', 'm1', 'm2'], ['m3', 'm4', 'm5'], ['m6']]);
    expect(unsplittable([...names.keys()], names, 3)).toBe(true);
  });

  it('tells a block that sub-blocks split from one that only a cut would', () => {
    const names = namesOf({ a: 'Jing Wang', b: 'Jun Wang', c: 'Jian Wang', d: 'J Wang' });
    expect(unsplittable([...names.keys()], names, 2)).toBe(false);
    expect(unsplittable([...names.keys()], names, 4)).toBe(false);
  });
});
