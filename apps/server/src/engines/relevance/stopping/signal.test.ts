import { describe, expect, it } from 'vitest';
import { RECOMMENDED_STOPPING_METHOD, STOPPING_METHODS } from './methods.js';
import { type ScreeningDecision, stoppingSignal } from './signal.js';

const prioritised = (relevant: number, irrelevant: number): ScreeningDecision[] => [
  ...Array.from({ length: relevant }, () => ({ relevant: true, random: false })),
  ...Array.from({ length: irrelevant }, () => ({ relevant: false, random: false })),
];
const drawn = (relevant: number, irrelevant: number): ScreeningDecision[] => [
  ...Array.from({ length: relevant }, () => ({ relevant: true, random: true })),
  ...Array.from({ length: irrelevant }, () => ({ relevant: false, random: true })),
];
const method = (signal: ReturnType<typeof stoppingSignal>, id: string) => signal.methods.find((m) => m.id === id)!;

describe('stoppingSignal', () => {
  it('reports the counts and says continue early in priority screening', () => {
    const signal = stoppingSignal({ total: 1000, decisions: prioritised(10, 20) });
    expect(signal).toMatchObject({
      screened: 30,
      relevantFound: 10,
      irrelevantSinceLastRelevant: 20,
      targetRecall: 0.95,
      confidence: 0.95,
      sample: { size: 0, relevant: 0 },
      recall: null,
    });
    expect(signal.methods.map((m) => m.recommendation)).toEqual([
      'continue',
      'continue',
      'continue',
      'continue',
      'continue',
    ]);
    expect(method(signal, STOPPING_METHODS.randomSample.id).citation).toMatch(/Callaghan.*Systematic Reviews, 9, 273/);
    expect(signal.methods.filter((m) => m.recommended).map((m) => m.id)).toEqual([RECOMMENDED_STOPPING_METHOD]);
  });

  it('asks for a random sample of a given size once the reviewer asks, or after 50 irrelevant in a row', () => {
    const asked = stoppingSignal({ total: 1000, decisions: prioritised(40, 20), sampleRequested: true });
    const randomSample = method(asked, STOPPING_METHODS.randomSample.id);
    expect(randomSample.recommendation).toBe('sample');
    expect(randomSample.sampleSize).toBeGreaterThan(0);
    const run = stoppingSignal({ total: 1000, decisions: prioritised(40, 50) });
    expect(method(run, STOPPING_METHODS.randomSample.id).recommendation).toBe('sample');
    expect(method(run, 'irrelevant-in-a-row-50').recommendation).toBe('stop');
    expect(method(run, 'irrelevant-in-a-row-100').recommendation).toBe('continue');
  });

  it('counts down the sample and says stop once the test rejects "recall < target"', () => {
    const before = prioritised(40, 60);
    const size = method(
      stoppingSignal({ total: 1000, decisions: before, sampleRequested: true }),
      'random-sample-test',
    ).sampleSize!;
    const partway = stoppingSignal({ total: 1000, decisions: [...before, ...drawn(0, 100)] });
    expect(partway.sample).toEqual({ size: 100, relevant: 0 });
    expect(method(partway, 'random-sample-test')).toMatchObject({ recommendation: 'sample', sampleSize: size - 100 });
    expect(partway.recall!.low).toBeLessThan(partway.recall!.high);
    const done = stoppingSignal({ total: 1000, decisions: [...before, ...drawn(0, size)] });
    expect(method(done, 'random-sample-test').recommendation).toBe('stop');
    expect(method(done, 'random-sample-test').pValue).toBeLessThan(0.05);
  });

  it('starts the sample afresh after a prioritised decision, and refuses more decisions than records', () => {
    const signal = stoppingSignal({
      total: 500,
      decisions: [...prioritised(5, 5), ...drawn(1, 30), ...prioritised(0, 1), ...drawn(0, 3)],
    });
    expect(signal.sample).toEqual({ size: 3, relevant: 0 });
    expect(() => stoppingSignal({ total: 3, decisions: prioritised(2, 2) })).toThrow(RangeError);
  });

  it('offers the share-screened heuristic with the share asked for', () => {
    const signal = stoppingSignal({
      total: 100,
      decisions: prioritised(5, 25),
      shareScreened: 0.3,
      irrelevantRuns: [],
    });
    expect(signal.methods.map((m) => m.id)).toEqual(['random-sample-test', 'ranked-records-test', 'share-screened-30']);
    expect(signal.methods[2]!.recommendation).toBe('stop');
  });
});
