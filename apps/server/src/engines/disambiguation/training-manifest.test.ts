import { describe, expect, it } from 'vitest';
import { readS2andSet } from './s2and.js';
import { labelledBlocks } from './training.js';
import { blockFingerprint, trainingCoverage, trainingManifest, unseenBlocks } from './training-manifest.js';

/** A small labelled set in S2AND's layout: two name blocks of three mentions each, ids from `first`. */
function syntheticSet(first: number, surnames: [string, string]) {
  const signatures: Record<string, unknown> = {};
  const clusters: Record<string, { signature_ids: string[] }> = {};
  surnames.forEach((last, block) => {
    for (let k = 0; k < 3; k++) {
      const id = String(first + block * 3 + k);
      signatures[id] = { signature_id: id, paper_id: id, author_info: { first: 'Anna', last } };
      (clusters[`${last}-${k % 2}`] ??= { signature_ids: [] }).signature_ids.push(id);
    }
  });
  return readS2andSet(signatures as never, clusters, {});
}

describe('the training manifest recorded with a model', () => {
  const training = labelledBlocks('pubmed', syntheticSet(0, ['Smith', 'Jones']));
  const manifest = trainingManifest(training);

  it('names a block by its name key and mentions, whatever their order', () => {
    const block = training[0]!;
    expect(blockFingerprint({ key: block.key, ids: [...block.ids].reverse() })).toBe(blockFingerprint(block));
    expect(blockFingerprint({ key: block.key, ids: block.ids.slice(1) })).not.toBe(blockFingerprint(block));
    expect(manifest).toHaveLength(2);
  });

  it('labels the training folder as training data', () => {
    expect(trainingCoverage(training, manifest).get('pubmed')).toEqual({
      blocks: 2,
      trained: 2,
      seen: 'training data',
    });
    expect(unseenBlocks(training, manifest)).toEqual([]);
  });

  it('labels another half of the same set, under the same name, as unseen blocks', () => {
    const otherHalf = labelledBlocks('pubmed', syntheticSet(100, ['Brown', 'Smith']));
    expect(trainingCoverage(otherHalf, manifest).get('pubmed')).toEqual({
      blocks: 2,
      trained: 0,
      seen: 'unseen blocks',
    });
  });

  it('labels a folder mixing trained and new blocks as partly seen, and keeps its new blocks apart', () => {
    const mixed = [...training, ...labelledBlocks('pubmed', syntheticSet(100, ['Brown', 'White']))];
    expect(trainingCoverage(mixed, manifest).get('pubmed')).toMatchObject({
      blocks: 4,
      trained: 2,
      seen: 'partly seen',
    });
    expect(unseenBlocks(mixed, manifest).map((block) => block.key)).toEqual(['brown_a', 'white_a']);
  });

  it('does not call blocks unseen when the model recorded no manifest', () => {
    expect(trainingCoverage(training, undefined).get('pubmed')!.seen).toBe('training blocks not recorded');
  });
});
