// The hypergeometric distribution, exactly and stably: log-factorials from a table of summed logs, probabilities
// summed in log space so tails of 1e-300 neither underflow to 0 too early nor lose the terms that matter.

let logFactorials = Float64Array.of(0);

/** ln(n!) for a whole n ≥ 0. */
export function logFactorial(n: number): number {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`logFactorial needs a whole number ≥ 0, got ${n}`);
  if (n >= logFactorials.length) {
    const grown = new Float64Array(Math.max(n + 1, logFactorials.length * 2));
    grown.set(logFactorials);
    for (let i = logFactorials.length; i < grown.length; i++) grown[i] = grown[i - 1]! + Math.log(i);
    logFactorials = grown;
  }
  return logFactorials[n]!;
}

const logChoose = (n: number, k: number) => logFactorial(n) - logFactorial(k) - logFactorial(n - k);

function checkParameters(population: number, successes: number, draws: number): void {
  const whole = (value: number) => Number.isInteger(value) && value >= 0;
  if (!whole(population) || !whole(successes) || !whole(draws) || successes > population || draws > population) {
    throw new RangeError(
      `hypergeometric needs whole numbers with successes, draws ≤ population (got ${population}, ${successes}, ${draws})`,
    );
  }
}

/** ln P(X = x) for X the successes among `draws` records drawn without replacement. */
function logProbability(x: number, population: number, successes: number, draws: number): number {
  return logChoose(successes, x) + logChoose(population - successes, draws - x) - logChoose(population, draws);
}

/**
 * P(X ≤ k): the chance of at most k successes in `draws` records drawn without replacement from `population`
 * records of which `successes` are successes.
 */
export function hypergeometricCdf(k: number, population: number, successes: number, draws: number): number {
  checkParameters(population, successes, draws);
  const lowest = Math.max(0, draws + successes - population);
  const highest = Math.min(draws, successes);
  if (k < lowest) return 0;
  if (k >= highest) return 1;
  const top = Math.floor(k);
  // Terms grow up to the mode; the largest of the summed ones anchors the log-sum-exp.
  let largest = -Infinity;
  const terms: number[] = [];
  for (let x = lowest; x <= top; x++) {
    const term = logProbability(x, population, successes, draws);
    terms.push(term);
    if (term > largest) largest = term;
  }
  let sum = 0;
  for (const term of terms) sum += Math.exp(term - largest);
  return Math.min(1, Math.exp(largest + Math.log(sum)));
}
