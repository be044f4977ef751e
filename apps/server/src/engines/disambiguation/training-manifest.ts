import type { LabelledBlock } from './training.js';

/**
 * Which blocks a model was trained on, recorded with the model (model.json `trainedBlocks`), so a measurement can
 * say whether it is on the model's own training data or on blocks it never saw. A block is named by its name key and
 * its mention ids: another half of a set, with other blocks, is unseen even under the same set name.
 */

/** A short, stable name for a block: FNV-1a of its name key and its sorted mention ids. */
export function blockFingerprint(block: Pick<LabelledBlock, 'key' | 'ids'>): string {
  const text = [block.key, ...[...block.ids].sort()].join('\u0000');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The fingerprints of the blocks a model is trained on, sorted (the manifest written with it). */
export const trainingManifest = (blocks: readonly Pick<LabelledBlock, 'key' | 'ids'>[]): string[] =>
  [...new Set(blocks.map(blockFingerprint))].sort();

/** 'training blocks not recorded': a model written before the manifest existed. */
export type Seen = 'training data' | 'unseen blocks' | 'partly seen' | 'training blocks not recorded';

export interface Coverage {
  blocks: number;
  /** How many of them the model was trained on. */
  trained: number;
  seen: Seen;
}

/** For each set, how many of its blocks the model was trained on. */
export function trainingCoverage(
  blocks: readonly Pick<LabelledBlock, 'set' | 'key' | 'ids'>[],
  manifest: readonly string[] | undefined,
): Map<string, Coverage> {
  const trained = new Set(manifest ?? []);
  const bySet = new Map<string, Coverage>();
  for (const block of blocks) {
    const coverage = bySet.get(block.set) ?? { blocks: 0, trained: 0, seen: 'unseen blocks' };
    coverage.blocks++;
    if (trained.has(blockFingerprint(block))) coverage.trained++;
    bySet.set(block.set, coverage);
  }
  for (const coverage of bySet.values()) {
    coverage.seen = !manifest
      ? 'training blocks not recorded'
      : coverage.trained === 0
        ? 'unseen blocks'
        : coverage.trained === coverage.blocks
          ? 'training data'
          : 'partly seen';
  }
  return bySet;
}

/** The blocks the model was not trained on. */
export function unseenBlocks<B extends Pick<LabelledBlock, 'key' | 'ids'>>(
  blocks: readonly B[],
  manifest: readonly string[] | undefined,
): B[] {
  const trained = new Set(manifest ?? []);
  return blocks.filter((block) => !trained.has(blockFingerprint(block)));
}
