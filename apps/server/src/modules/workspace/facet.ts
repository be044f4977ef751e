/** A dictionary of a category's values: each distinct value gets a dense int. */
export class Dictionary {
  readonly values: string[] = [];
  readonly captions: string[] = [];
  private readonly ids = new Map<string, number>();

  idOf(value: string, caption = value): number {
    let id = this.ids.get(value);
    if (id === undefined) {
      id = this.values.length;
      this.ids.set(value, id);
      this.values.push(value);
      this.captions.push(caption);
    }
    return id;
  }

  find(value: string): number | undefined {
    return this.ids.get(value);
  }

  get size(): number {
    return this.values.length;
  }
}

/**
 * One category's values per document, like a search engine's doc values: document d's value ids are
 * values[offsets[d] .. offsets[d+1]) — two typed arrays, whatever the number of documents.
 */
export interface Facet {
  dictionary: Dictionary;
  offsets: Int32Array;
  values: Int32Array;
}

/** Builds a facet from per-document value lists (ids already in the dictionary). */
export function buildFacet(dictionary: Dictionary, perDocument: ReadonlyArray<readonly number[] | undefined>): Facet {
  // Plain loops: the lists are sparse (documents without a value are holes), which forEach would skip.
  const offsets = new Int32Array(perDocument.length + 1);
  let total = 0;
  for (let doc = 0; doc < perDocument.length; doc++) {
    offsets[doc] = total;
    const list = perDocument[doc];
    total += list ? new Set(list).size : 0;
  }
  offsets[perDocument.length] = total;
  const values = new Int32Array(total);
  for (let doc = 0; doc < perDocument.length; doc++) {
    const list = perDocument[doc];
    if (list) values.set([...new Set(list)], offsets[doc]!);
  }
  return { dictionary, offsets, values };
}

export function facetHas(facet: Facet, doc: number, valueId: number): boolean {
  for (let i = facet.offsets[doc]!; i < facet.offsets[doc + 1]!; i++) if (facet.values[i] === valueId) return true;
  return false;
}

export const facetBytes = (facet: Facet): number => facet.offsets.byteLength + facet.values.byteLength + facet.dictionary.size * 64;
