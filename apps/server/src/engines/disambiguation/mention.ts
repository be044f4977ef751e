/**
 * What the disambiguation engine knows of one author on one paper (a mention, S2AND's "signature"). Ids are the
 * caller's: the persons module passes its authorship ids, the bench passes S2AND signature ids.
 */
export interface Mention {
  id: string;
  /** The name as printed, in parts: "Rajiv" / "L" / "Agarwal"; "SK" initials and "Wei-ping" given names as they come. */
  first: string;
  middle?: string;
  last: string;
  /** 0-based order on the paper. */
  position?: number;
  orcid?: string;
  /** OpenAlex author id ("A5023888391"): a strong hint, not proof (OpenAlex splits and joins people). */
  openalexId?: string;
  affiliations?: Array<{ name: string; rorId?: string }>;
  email?: string;
  /** The other authors of the paper, names as printed ("Radhika AG", "torben lorenzen", "Smith, John"). */
  coauthors?: string[];
  venue?: string;
  year?: number;
  title?: string;
  abstract?: string;
  keywords?: string[];
}

/**
 * A user's decision, replayed on every clustering: "these two mentions are one person" (must-link) or "not this
 * person" (cannot-link). Later decisions win over earlier ones they contradict. A decision about persons is given as
 * pairs of their mentions (the persons module expands it).
 */
export interface Decision {
  kind: 'must-link' | 'cannot-link';
  a: string;
  b: string;
}

/** A cluster of mentions: one person. `id` is the caller's person id, absent for a person the engine just found. */
export interface Cluster {
  id?: string;
  mentionIds: string[];
}
