import { specialLabels, type WorkspaceDocument } from '@quarry/contract';
import { clearFilters, type FilterSpec } from '../state/filterSpec';

/*
 * The faculty workflow strip (doc 2 §2 "Faculty workflow strip", §4 "Faculty workflow stages"): Mark 'fix', De-dup
 * and Enrich, each a filter and a sort, and a count of what is left in it. The count is of the loaded documents, so
 * it falls as the user works through them; it carries '+' while not all are loaded, and it applies only while the
 * list is that stage's (the stage state is valid).
 */

export type FacultyStage = 'markFix' | 'dedup' | 'enrich';
export const facultyStages: readonly FacultyStage[] = ['markFix', 'dedup', 'enrich'];

export const facultyStageLabel: Record<FacultyStage, string> = {
  markFix: "Mark 'fix'",
  dedup: 'De-dup',
  enrich: 'Enrich',
};

const LABELS = 'predefined.Labels';
const hasLabel = (document: WorkspaceDocument, label: string) =>
  document.labels.some((own) => own.toLowerCase() === label.toLowerCase());
const fixTop = { name: LABELS, selectedValue: specialLabels.fix };
const acceptedTop = { name: LABELS, selectedValue: specialLabels.accepted };

/**
 * Each stage's filter, from the current spec with the filters cleared: MarkFix, the unread documents of the
 * researchers, newest first; De-dup, of the documents marked fix or accepted (labels selected together match any),
 * the suspected duplicates in Dup-Scanning Order (the server's "new duplicates": dup-suspects and shared titles not
 * labelled duplicate); Enrich, the documents labelled fix, newest first.
 */
export function stageSpec(stage: FacultyStage, spec: FilterSpec): FilterSpec {
  const clear = clearFilters(spec);
  if (stage === 'markFix')
    return {
      ...clear,
      displayedResultsStatus: 'Unread',
      onlyInvestigationResearchers: true,
      sortDocumentsBy: 'publishDateDesc',
    };
  if (stage === 'dedup')
    return {
      ...clear,
      selectedTops: [fixTop, acceptedTop],
      onlyDuplicateDocuments: true,
      sortDocumentsBy: 'dupScanning',
    };
  return { ...clear, selectedTops: [fixTop], sortDocumentsBy: 'publishDateDesc' };
}

/** What each stage counts of the loaded documents (doc 2 §4 "Counts"). */
const counted: Record<FacultyStage, (document: WorkspaceDocument) => boolean> = {
  markFix: (document) => !document.touched,
  dedup: (document) => hasLabel(document, specialLabels.fix) && !hasLabel(document, specialLabels.duplicate),
  enrich: (document) => hasLabel(document, specialLabels.fix),
};

/** The stage whose list is shown, if any: its filter and sort are the spec's (the rest cleared). */
export function activeStage(spec: FilterSpec): FacultyStage | undefined {
  const same = (a: FilterSpec, b: FilterSpec) => JSON.stringify(a) === JSON.stringify(b);
  return facultyStages.find((stage) => same(stageSpec(stage, spec), { ...spec }));
}

export interface StageCount {
  /** '12', '12+' while not all documents are loaded; undefined when the stage's list is not the one shown. */
  text?: string;
  /** Nothing is left: the green check. */
  done: boolean;
}

export function stageCount(
  stage: FacultyStage,
  spec: FilterSpec,
  documents: readonly WorkspaceDocument[] | undefined,
  allLoaded: boolean,
): StageCount {
  if (activeStage(spec) !== stage || !documents) return { done: false };
  const count = documents.filter(counted[stage]).length;
  if (count === 0 && allLoaded) return { text: '0', done: true };
  return { text: allLoaded ? String(count) : `${count}+`, done: false };
}
