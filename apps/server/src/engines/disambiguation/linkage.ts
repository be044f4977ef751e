/**
 * Agglomerative clustering with average linkage, cut at one distance. Runs the nearest-neighbour chain
 * (Murtagh 1983), O(n²) time and memory: average linkage is reducible, so the chain finds the same merges as the
 * textbook closest-pair-first loop. An infinite distance is a cannot-link: average linkage keeps it infinite
 * for every cluster that holds either side, so those clusters never merge.
 */

/**
 * `distances` is the n × n matrix of the items (row-major, symmetric); `groups` the clusters to start from (every
 * item in exactly one: must-links); returns the cluster number of each item: merges below `threshold` only.
 */
export function averageLinkage(distances: Float64Array, n: number, groups: number[][], threshold: number): Int32Array {
  const k = groups.length;
  const d = new Float64Array(k * k);
  for (let a = 0; a < k; a++) {
    for (let b = a + 1; b < k; b++) {
      let sum = 0;
      for (const i of groups[a]!) for (const j of groups[b]!) sum += distances[i * n + j]!;
      d[a * k + b] = d[b * k + a] = sum / (groups[a]!.length * groups[b]!.length);
    }
  }
  const size = Float64Array.from(groups, (group) => group.length);
  const active = new Set<number>(Array.from({ length: k }, (_, i) => i));
  const merges: Array<[number, number, number]> = [];
  const chain: number[] = [];
  while (active.size > 1) {
    if (chain.length === 0) chain.push(active.values().next().value!);
    const a = chain.at(-1)!;
    const previous = chain.length > 1 ? chain.at(-2)! : -1;
    let nearest = previous;
    let best = previous >= 0 ? d[a * k + previous]! : Infinity;
    for (const c of active) {
      if (c !== a && d[a * k + c]! < best) {
        best = d[a * k + c]!;
        nearest = c;
      }
    }
    if (nearest < 0 || best === Infinity) {
      // nothing may join this cluster: it is final
      active.delete(a);
      chain.pop();
      continue;
    }
    if (nearest !== previous) {
      chain.push(nearest);
      continue;
    }
    chain.pop();
    chain.pop();
    merges.push([a, nearest, best]);
    // the merged cluster lives on as `a`; Lance–Williams update for average linkage
    for (const c of active) {
      if (c === a || c === nearest) continue;
      const value = (size[a]! * d[a * k + c]! + size[nearest]! * d[nearest * k + c]!) / (size[a]! + size[nearest]!);
      d[a * k + c] = d[c * k + a] = value;
    }
    size[a]! += size[nearest]!;
    active.delete(nearest);
  }
  const root = Int32Array.from({ length: k }, (_, i) => i);
  const find = (i: number): number => (root[i] === i ? i : (root[i] = find(root[i]!)));
  for (const [a, b, height] of merges) if (height < threshold) root[find(b)] = find(a);
  const labels = new Int32Array(n);
  groups.forEach((group, index) => {
    for (const item of group) labels[item] = find(index);
  });
  return labels;
}
