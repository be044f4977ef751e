import { Growable, GrowableInt32 } from './growable.js';

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

  /** Shows a known value under another caption (unknown values are left alone: they get theirs when first seen). */
  setCaption(value: string, caption: string): void {
    const id = this.ids.get(value);
    if (id !== undefined) this.captions[id] = caption;
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
  /** One byte per value of `values`, for a tagged facet (Authors: the authorship's region key, NO_TAG when unknown). */
  tags?: Uint8Array;
}

/** A tagged facet's byte where the value has no tag. */
export const NO_TAG = 255;

/**
 * Builds a facet document by document, in increasing document order (the index is read in batches by id): each
 * value is appended once per document, so no per-document lists are ever held.
 */
export class FacetBuilder {
  readonly dictionary = new Dictionary();
  private readonly offsets = new GrowableInt32();
  private readonly values = new GrowableInt32();
  private readonly tags?: Growable<Uint8Array>;
  private current = -1;
  private currentStart = 0;

  constructor(options: { tagged?: boolean } = {}) {
    if (options.tagged) this.tags = new Growable(Uint8Array);
  }

  /** Adds a value to a document once (a repeat keeps the first occurrence's tag). */
  add(doc: number, value: string, caption?: string, tag = NO_TAG): void {
    const id = this.dictionary.idOf(value, caption);
    if (doc !== this.current) {
      while (this.offsets.length <= doc) this.offsets.push(this.values.length);
      this.current = doc;
      this.currentStart = this.values.length;
    }
    for (let i = this.currentStart; i < this.values.length; i++) if (this.values.at(i) === id) return;
    this.values.push(id);
    this.tags?.push(tag);
  }

  /** The facet over `size` documents (those after the last one with a value have none). */
  build(size: number): Facet {
    while (this.offsets.length <= size) this.offsets.push(this.values.length);
    const facet: Facet = {
      dictionary: this.dictionary,
      offsets: this.offsets.toArray(),
      values: this.values.toArray(),
    };
    if (this.tags) facet.tags = this.tags.toArray();
    return facet;
  }
}

export function facetHas(facet: Facet, doc: number, valueId: number): boolean {
  for (let i = facet.offsets[doc]!; i < facet.offsets[doc + 1]!; i++) if (facet.values[i] === valueId) return true;
  return false;
}

export const facetBytes = (facet: Facet): number =>
  facet.offsets.byteLength + facet.values.byteLength + (facet.tags?.byteLength ?? 0) + facet.dictionary.size * 64;
