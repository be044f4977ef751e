import { describe, expect, it } from 'vitest';
import { hypergeometricCdf, logFactorial } from './hypergeometric.js';

// Independent reference: exact binomial coefficients with BigInt, P(X ≤ k) = Σ C(K,x)·C(N−K,n−x) / C(N,n).
function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}
function exactCdf(k: number, population: number, successes: number, draws: number): number {
  let numerator = 0n;
  for (let x = 0; x <= k; x++) numerator += choose(successes, x) * choose(population - successes, draws - x);
  const denominator = choose(population, draws);
  // Keep 18 significant digits of the ratio before leaving BigInt, so tiny tails survive.
  const scale = 10n ** 18n;
  const shift = Math.max(0, denominator.toString().length - numerator.toString().length);
  const ratio = (numerator * scale * 10n ** BigInt(shift)) / denominator;
  return Number(ratio) / 1e18 / 10 ** shift;
}

describe('logFactorial', () => {
  it('matches ln(n!) and refuses what is not a whole number', () => {
    expect(logFactorial(0)).toBe(0);
    expect(logFactorial(5)).toBeCloseTo(Math.log(120), 12);
    expect(logFactorial(170)).toBeCloseTo(706.5730622457874, 8);
    expect(() => logFactorial(-1)).toThrow(RangeError);
    expect(() => logFactorial(2.5)).toThrow(RangeError);
  });
});

describe('hypergeometricCdf', () => {
  it('agrees with exact BigInt summation on small and medium cases', () => {
    const cases: [number, number, number, number][] = [
      [0, 10, 3, 4],
      [1, 10, 3, 4],
      [2, 20, 7, 9],
      [0, 100, 5, 60],
      [3, 500, 40, 200],
      [0, 1000, 3, 632],
      [10, 2000, 120, 300],
      [0, 2000, 60, 1500],
    ];
    for (const [k, population, successes, draws] of cases) {
      const exact = exactCdf(k, population, successes, draws);
      const computed = hypergeometricCdf(k, population, successes, draws);
      expect(Math.abs(computed - exact) / exact).toBeLessThan(1e-9);
    }
  });

  it('is 0 below the support, 1 at or above its top, and exact at the edges', () => {
    // 8 drawn from 10 with 5 successes: at least 3 successes are certain.
    expect(hypergeometricCdf(2, 10, 5, 8)).toBe(0);
    expect(hypergeometricCdf(5, 10, 5, 8)).toBe(1);
    expect(hypergeometricCdf(0, 10, 0, 4)).toBe(1);
    expect(hypergeometricCdf(0, 10, 3, 0)).toBe(1);
    // Drawing everything: X = successes.
    expect(hypergeometricCdf(2, 10, 3, 10)).toBe(0);
  });

  it('keeps far tails that a naive product would round to 0', () => {
    const tail = hypergeometricCdf(0, 100000, 5000, 5000);
    expect(tail).toBeGreaterThan(0);
    // P(X = 0) = Π (95000 − i) / (100000 − i) over the 5000 draws, summed as logs here.
    let logExpected = 0;
    for (let i = 0; i < 5000; i++) logExpected += Math.log((95000 - i) / (100000 - i));
    expect(Math.log(tail)).toBeCloseTo(logExpected, 6);
  });

  it('refuses impossible parameters', () => {
    expect(() => hypergeometricCdf(0, 10, 11, 2)).toThrow(RangeError);
    expect(() => hypergeometricCdf(0, 10, 2, 11)).toThrow(RangeError);
    expect(() => hypergeometricCdf(0, -1, 0, 0)).toThrow(RangeError);
    expect(() => hypergeometricCdf(0, 10.5, 2, 2)).toThrow(RangeError);
  });
});
