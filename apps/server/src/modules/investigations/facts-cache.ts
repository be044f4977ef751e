import type { InvestigationFacts } from './investigations.repository.js';

/** Enough for every investigation a busy server's users open; past it the oldest remembered is dropped. */
const DEFAULT_CAPACITY = 20_000;

export type FactsCache = ReturnType<typeof createFactsCache>;

/**
 * Remembers what never changes of an investigation (InvestigationFacts), so that the access check of every call
 * does not read the row again. Only a deletion makes an entry wrong: `forget` drops it, and a read that was under
 * way when something was forgotten is not remembered (it may have read the row just before it was deleted).
 */
export function createFactsCache(
  load: (id: number) => Promise<InvestigationFacts | undefined>,
  capacity = DEFAULT_CAPACITY,
) {
  const remembered = new Map<number, InvestigationFacts>();
  let forgets = 0;

  function remember(facts: InvestigationFacts): void {
    if (remembered.size >= capacity) remembered.delete(remembered.keys().next().value!);
    remembered.set(facts.id, facts);
  }

  return {
    async get(id: number): Promise<InvestigationFacts | undefined> {
      const known = remembered.get(id);
      if (known) return known;
      const forgetsBefore = forgets;
      const loaded = await load(id);
      if (loaded && forgets === forgetsBefore) remember(loaded);
      return loaded;
    },

    forget(ids: readonly number[]): void {
      forgets++;
      for (const id of ids) remembered.delete(id);
    },

    get size(): number {
      return remembered.size;
    },
  };
}
