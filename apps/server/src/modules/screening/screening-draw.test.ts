import { PRIORITY_THEN_RANDOM_AFTER, type ScreeningDecision } from '@quarry/contract';
import { describe, expect, it } from 'vitest';
import type { DecisionRow } from './screening.repository.js';
import { drawFor } from './screening.service.js';

const row = (decision: ScreeningDecision, drawnAtRandom = false): DecisionRow => ({
  document_id: 1,
  decision,
  previous_relevancy: 'Neutral',
  drawn_at_random: drawnAtRandom,
  blind: false,
});
const irrelevantInARow = (count: number) => Array.from({ length: count }, () => row('Irrelevant'));

describe('drawFor', () => {
  it('draws as asked for a plain order', () => {
    expect(drawFor('ranked', irrelevantInARow(PRIORITY_THEN_RANDOM_AFTER))).toBe('ranked');
    expect(drawFor('random', [])).toBe('random');
  });

  it("'ranked-then-random' ranks until enough irrelevant decisions in a row, Maybe not counted", () => {
    const almost = [row('Relevant'), ...irrelevantInARow(PRIORITY_THEN_RANDOM_AFTER - 1), row('Maybe')];
    expect(drawFor('ranked-then-random', [])).toBe('ranked');
    expect(drawFor('ranked-then-random', almost)).toBe('ranked');
    expect(drawFor('ranked-then-random', [...almost, row('Irrelevant')])).toBe('random');
  });

  it('stays random once the sample has begun, even after a relevant record is drawn', () => {
    const sampling = [...irrelevantInARow(PRIORITY_THEN_RANDOM_AFTER), row('Irrelevant', true), row('Relevant', true)];
    expect(drawFor('ranked-then-random', sampling)).toBe('random');
    expect(drawFor('ranked-then-random', [...sampling, row('Maybe')])).toBe('random');
    expect(drawFor('ranked-then-random', [...sampling, row('Relevant')])).toBe('ranked');
  });
});
