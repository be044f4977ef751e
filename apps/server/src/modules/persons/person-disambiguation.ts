import { mergeText, type DisambiguateInput, type PersonCandidate } from '@quarry/contract';
import type { Database } from '../../db/database.js';
import { badRequest, notFound } from '../../http/http-error.js';
import type { InvestigationFacts } from '../investigations/index.js';
import { mayBeSameName } from '../../engines/disambiguation/index.js';
import {
  type CandidateRow,
  clearDecisions,
  existingPersonIds,
  personsWithCounts,
  setDecisions,
} from './person-decisions.repository.js';

/** The Authors top list's removals, which the workspace owns: "not this person" removes, Neutral restores. */
export interface AuthorRemovals {
  remove(investigation: InvestigationFacts, personIds: number[]): Promise<unknown>;
  restore(investigation: InvestigationFacts, personIds: number[]): Promise<unknown>;
  removedIds(investigationId: number): Promise<Set<number>>;
}

const PERSON_FAMILY = 'Person';

/** The name a Person investigation is about (Person: personName; Researcher Works: researcherName). */
export const investigatedName = (investigation: Pick<InvestigationFacts, 'definition'>): string | undefined => {
  const { personName, researcherName } = investigation.definition as { personName?: unknown; researcherName?: unknown };
  const name = typeof personName === 'string' ? personName : researcherName;
  return typeof name === 'string' && name.trim() ? name.trim() : undefined;
};

/** Whether one of the person's spellings may be the name. */
const mayBeNamed = (person: CandidateRow, name: string) =>
  [person.name, ...person.variants].some((spelling) => mayBeSameName(name, spelling));

/** The Disambiguate tab of Person investigations (doc 3 §2 Disambiguation pane, §4 Disambiguation, §7). */
export function createPersonDisambiguation(db: Database, removals: AuthorRemovals) {
  function personFamilyOnly(investigation: InvestigationFacts): void {
    if (investigation.type !== PERSON_FAMILY) throw badRequest(mergeText.personInvestigationsOnly);
  }

  async function possibleMatches(investigation: InvestigationFacts, name: string): Promise<PersonCandidate[]> {
    personFamilyOnly(investigation);
    const [persons, removed] = await Promise.all([
      personsWithCounts(db, investigation.id),
      removals.removedIds(investigation.id),
    ]);
    return persons
      .filter((person) => mayBeNamed(person, name))
      .sort((a, b) => b.documents_count - a.documents_count || a.name.localeCompare(b.name) || a.id - b.id)
      .map((person) => ({
        id: person.id,
        name: person.name,
        documentsCount: person.documents_count,
        relevancy: person.relevancy ?? 'Neutral',
        filteredOut: removed.has(person.id),
      }));
  }

  async function disambiguate(investigation: InvestigationFacts, votes: Required<DisambiguateInput>) {
    personFamilyOnly(investigation);
    const { irrelevantPersonIds, relevantPersonIds, neutralPersonIds } = votes;
    const all = [...irrelevantPersonIds, ...relevantPersonIds, ...neutralPersonIds];
    const known = await existingPersonIds(db, investigation.id, all);
    if (all.some((id) => !known.has(id))) throw notFound();
    await setDecisions(db, investigation.id, irrelevantPersonIds, 'Irrelevant');
    await setDecisions(db, investigation.id, relevantPersonIds, 'Relevant');
    await clearDecisions(db, investigation.id, neutralPersonIds);
    if (irrelevantPersonIds.length > 0) await removals.remove(investigation, irrelevantPersonIds);
    const restored = [...neutralPersonIds, ...relevantPersonIds];
    if (restored.length > 0) await removals.restore(investigation, restored);
    return {
      removed: irrelevantPersonIds.length,
      restored: neutralPersonIds.length,
      relevant: relevantPersonIds.length,
    };
  }

  /** The person the investigation is about: the Relevant candidate with most documents, else its name's likeliest match. */
  async function mainCluster(investigation: InvestigationFacts): Promise<number | null> {
    personFamilyOnly(investigation);
    const name = investigatedName(investigation);
    const persons = await personsWithCounts(db, investigation.id);
    const byDocuments = (a: { documents_count: number; id: number }, b: { documents_count: number; id: number }) =>
      b.documents_count - a.documents_count || a.id - b.id;
    const relevant = persons.filter((person) => person.relevancy === 'Relevant').sort(byDocuments)[0];
    if (relevant) return relevant.id;
    if (!name) return null;
    const match = persons
      .filter((person) => person.relevancy !== 'Irrelevant' && mayBeNamed(person, name))
      .sort(byDocuments)[0];
    return match?.id ?? null;
  }

  return { possibleMatches, disambiguate, mainCluster };
}
