import { describe, expect, it } from 'vitest';
import { heldOutFigures, isTrainingBlock } from './cross-validation.js';
import { readS2andSet } from './s2and.js';

describe('held-out splits by name key', () => {
  const keys = Array.from({ length: 400 }, (_, index) => `name${index}_a`);

  it('deals a name to the same side every time, about the share asked, differently per seed', () => {
    const side = (seed: number) => keys.map((key) => isTrainingBlock(key, seed, 0.5));
    expect(side(1)).toEqual(side(1));
    const trained = side(1).filter(Boolean).length;
    expect(trained).toBeGreaterThan(160);
    expect(trained).toBeLessThan(240);
    expect(side(2)).not.toEqual(side(1));
    expect(keys.every((key) => !isTrainingBlock(key, 1, 0))).toBe(true);
  });

  it('measures each set on its held-out mentions only', () => {
    // 10 names, two persons of two mentions each per name, told apart by their co-author
    const signatures: Record<string, unknown> = {};
    const papers: Record<string, unknown> = {};
    const clusters: Record<string, { signature_ids: string[] }> = {};
    const surnames = [
      'Abel',
      'Brandt',
      'Carter',
      'Dalton',
      'Evans',
      'Fischer',
      'Garcia',
      'Hughes',
      'Ivanova',
      'Jensen',
    ];
    for (let name = 0; name < surnames.length; name++) {
      for (let k = 0; k < 4; k++) {
        const id = `${name}-${k}`;
        const person = `p${name}-${k % 2}`;
        signatures[id] = { signature_id: id, paper_id: id, author_info: { first: 'Anna', last: surnames[name] } };
        papers[id] = { title: `Paper ${id}`, authors: [{ position: 0, author_name: `Coauthor ${person}` }] };
        (clusters[person] ??= { signature_ids: [] }).signature_ids.push(id);
      }
    }
    const set = readS2andSet(signatures as never, clusters, papers as never);
    // at threshold 1 every held-out block is one cluster: its recall is 1 only when the other half is left out
    const figures = heldOutFigures([{ name: 'synthetic', set }], { seeds: [1, 2], trainShare: 0.5, threshold: 1 });
    expect(figures.get('synthetic')!.b3Recall).toBeCloseTo(1, 10);
    expect(figures.get('synthetic')!.b3Precision).toBeCloseTo(0.5, 10);
  });
});
