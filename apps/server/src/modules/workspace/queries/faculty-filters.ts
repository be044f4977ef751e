import { AUTHORS_CATEGORY, comparableUrl, specialLabels } from '@quarry/contract';
import { normalizedTitleOf, type WorkspaceIndex } from '../index/workspace-index.js';
import { AUTHOR_CUE, cuesFit, type ResearcherCues } from './researcher-cues.js';

/*
 * The faculty-works filters of the settings menu that need more than a flag per document (doc 2 §3 filter spec,
 * §6): researcher names, new duplicates and document URLs. What they read that does not change while an index
 * lives (titles, addresses, the researcher cues: a saved configuration rebuilds the index) is worked out once per
 * index.
 */

type Predicate = (doc: number) => boolean;

/* ---------- Researcher names ---------- */

/** Per index, the researcher cues (researcher-cues.ts), set by the workspace service before a query reads them. */
const cuesByIndex = new WeakMap<WorkspaceIndex, ResearcherCues>();

export const setResearcherCues = (index: WorkspaceIndex, cues: ResearcherCues): void => {
  cuesByIndex.set(index, cues);
};

/** The index's researcher cues, while they fit its Authors facet (a merge adds values: they are made again). */
export function researcherCuesOf(index: WorkspaceIndex): ResearcherCues | undefined {
  const cues = cuesByIndex.get(index);
  return cues && cuesFit(index, cues) ? cues : undefined;
}

/** Documents with at least one of the investigation's researchers among their authors. */
export function byResearchers(index: WorkspaceIndex): Predicate {
  const marks = researcherCuesOf(index)?.marks;
  const facet = index.facets.get(AUTHORS_CATEGORY);
  if (!marks || !facet) return () => false;
  return (d) => {
    for (let i = facet.offsets[d]!; i < facet.offsets[d + 1]!; i++)
      if ((marks[facet.values[i]!]! & AUTHOR_CUE.researcher) !== 0) return true;
    return false;
  };
}

/** The previous and the current year (doc 2 §4: the facultyWorks researcher cues' filters look at these). */
export const recentYears = (now: Date): [number, number] => [now.getUTCFullYear() - 1, now.getUTCFullYear()];

/** The researchers' documents dated in the previous or the current year. */
export function byRecentResearchers(index: WorkspaceIndex, now = new Date()): Predicate {
  const [previous, current] = recentYears(now);
  const byThem = byResearchers(index);
  return (d) => (index.year[d] === previous || index.year[d] === current) && byThem(d);
}

/* ---------- New duplicates ---------- */

/** Per index, the number of documents sharing each document's normalized title. */
const titleGroupsByIndex = new WeakMap<WorkspaceIndex, { groupOf: Int32Array; sizes: Int32Array }>();

function titleGroups(index: WorkspaceIndex) {
  let groups = titleGroupsByIndex.get(index);
  if (!groups) {
    const groupIds = new Map<string, number>();
    const groupOf = new Int32Array(index.ids.length).fill(-1);
    index.text.forEach((text, d) => {
      const title = normalizedTitleOf(text);
      if (title.length < 8) return; // "Editorial", "Preface": too short to call two documents one
      let id = groupIds.get(title);
      if (id === undefined) groupIds.set(title, (id = groupIds.size));
      groupOf[d] = id;
    });
    const sizes = new Int32Array(groupIds.size);
    for (const id of groupOf) if (id >= 0) sizes[id]!++;
    titleGroupsByIndex.set(index, (groups = { groupOf, sizes }));
  }
  return groups;
}

const hasLabel = (labels: readonly string[], wanted: string) =>
  labels.some((label) => label.toLowerCase() === wanted.toLowerCase());

/**
 * Suspected duplicates not resolved yet ("New duplicates"; the De-dup stage's "duplicates only"): documents labelled
 * dup-suspect (the near-duplicate finder's unsure pairs, or the user's), and documents whose normalized title another
 * document of the investigation shares — less the ones labelled duplicate, the user's verdict. A title group counts
 * while two of its documents are not labelled duplicate.
 */
export function newDuplicates(index: WorkspaceIndex): Predicate {
  const { groupOf, sizes } = titleGroups(index);
  const resolved = new Int32Array(sizes.length);
  index.labels.forEach((labels, d) => {
    if (groupOf[d]! >= 0 && hasLabel(labels, specialLabels.duplicate)) resolved[groupOf[d]!]!++;
  });
  return (d) => {
    const labels = index.labels[d]!;
    if (hasLabel(labels, specialLabels.duplicate)) return false;
    if (hasLabel(labels, specialLabels.dupSuspect)) return true;
    const group = groupOf[d]!;
    return group >= 0 && sizes[group]! - resolved[group]! >= 2;
  };
}

/* ---------- Document URLs ---------- */

/** Per index, the documents of each comparable address. */
const urlsByIndex = new WeakMap<WorkspaceIndex, Map<string, number[]>>();

function documentsByUrl(index: WorkspaceIndex): Map<string, number[]> {
  let byUrl = urlsByIndex.get(index);
  if (!byUrl) {
    byUrl = new Map();
    index.url.forEach((url, d) => {
      if (!url) return;
      const key = comparableUrl(url);
      byUrl!.set(key, [...(byUrl!.get(key) ?? []), d]);
    });
    urlsByIndex.set(index, byUrl);
  }
  return byUrl;
}

/** The documents at these addresses (matched fuzzily, document-urls.ts), and the addresses no document has. */
export function atUrls(index: WorkspaceIndex, urls: readonly string[]): { predicate: Predicate; unmatched: string[] } {
  const byUrl = documentsByUrl(index);
  const wanted = new Uint8Array(index.ids.length);
  const unmatched: string[] = [];
  for (const url of urls) {
    const docs = byUrl.get(comparableUrl(url));
    if (!docs) unmatched.push(url);
    for (const d of docs ?? []) wanted[d] = 1;
  }
  return { predicate: (d) => wanted[d] === 1, unmatched };
}
