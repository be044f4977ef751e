import type { NormalizedAuthor } from '../../engines/harvest/document.js';
import { nameKeyOf, parsedNamesCompatible, parsePersonName, type ParsedName } from '../../text/person-names.js';

/** What is known of a clustered person: enough to decide whether a new mention is the same person. */
export interface PersonSignature {
  id: number;
  name: string;
  nameKey: string;
  orcid?: string;
  openalexId?: string;
  variants: Set<string>;
  coauthorKeys: Set<string>;
  affiliations: Set<string>;
}

/** Bounds the memo of parsed names (a large harvest prints hundreds of thousands of names). */
const MAX_PARSED_NAMES = 50_000;

const affiliationKey = (name: string) => name.trim().toLowerCase();

/**
 * Where a mention goes while harvesting, before the disambiguation engine sees it (person-clustering.ts): a
 * provisional placement that is fast enough for the ingest's thousands of documents a second. A mention joins a
 * person with the same name key when their identifiers agree, or when the names are compatible and they share a
 * co-author or an affiliation; otherwise it starts a new person. Kept in memory for one harvest, so a batch of mentions costs no queries.
 */
export class AuthorClusterer {
  private readonly byKey = new Map<string, PersonSignature[]>();
  /** Each printed name parsed once: a common key ("wang_w") holds thousands of persons to compare with. */
  private readonly parsedNames = new Map<string, ParsedName>();
  private nextTempId = -1;

  constructor(existing: PersonSignature[]) {
    for (const person of existing) this.add(person);
  }

  /** The person of each author of one document, in order; new persons get negative ids until stored. */
  assign(authors: NormalizedAuthor[]): PersonSignature[] {
    const keys = authors.map((author) => nameKeyOf(this.parsed(author.name)));
    return authors.map((author, index) => {
      const coauthors = new Set(keys.filter((_, other) => other !== index));
      const affiliations = new Set(author.affiliations.map((affiliation) => affiliationKey(affiliation.name)));
      const person = this.find(author, keys[index]!, coauthors, affiliations) ?? this.create(author, keys[index]!);
      person.variants.add(author.name);
      for (const key of coauthors) person.coauthorKeys.add(key);
      for (const affiliation of affiliations) person.affiliations.add(affiliation);
      person.orcid ??= author.orcid;
      person.openalexId ??= author.openalexId;
      return person;
    });
  }

  /** Records the database id a new person got when it was stored. */
  resolve(person: PersonSignature, id: number): void {
    person.id = id;
  }

  private find(author: NormalizedAuthor, key: string, coauthors: Set<string>, affiliations: Set<string>) {
    const candidates = this.byKey.get(key) ?? [];
    const byIdentifier = candidates.find(
      (person) =>
        (author.orcid && person.orcid === author.orcid) ||
        (author.openalexId && person.openalexId === author.openalexId),
    );
    if (byIdentifier) return byIdentifier;
    // Two different ORCIDs are two people; OpenAlex author ids are not conclusive (it splits people often).
    const conflicting = (person: PersonSignature) =>
      Boolean(author.orcid && person.orcid && author.orcid !== person.orcid);
    const coauthorList = [...coauthors];
    const affiliationList = [...affiliations];
    const parsed = this.parsed(author.name);
    // The shared co-author or affiliation first: a set lookup, where comparing names parses them.
    return candidates.find(
      (person) =>
        !conflicting(person) &&
        (coauthorList.some((k) => person.coauthorKeys.has(k)) ||
          affiliationList.some((a) => person.affiliations.has(a))) &&
        parsedNamesCompatible(parsed, this.parsed(person.name)),
    );
  }

  private parsed(name: string): ParsedName {
    let parsed = this.parsedNames.get(name);
    if (!parsed) {
      if (this.parsedNames.size >= MAX_PARSED_NAMES) this.parsedNames.clear();
      this.parsedNames.set(name, (parsed = parsePersonName(name)));
    }
    return parsed;
  }

  private create(author: NormalizedAuthor, key: string): PersonSignature {
    const person: PersonSignature = {
      id: this.nextTempId--,
      name: author.name,
      nameKey: key,
      orcid: author.orcid,
      openalexId: author.openalexId,
      variants: new Set(),
      coauthorKeys: new Set(),
      affiliations: new Set(),
    };
    this.add(person);
    return person;
  }

  private add(person: PersonSignature): void {
    const list = this.byKey.get(person.nameKey) ?? [];
    list.push(person);
    this.byKey.set(person.nameKey, list);
  }
}
