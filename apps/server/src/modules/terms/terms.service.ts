import {
  HARVEST_TERMS,
  MAX_TERMS,
  isTopicInvestigation,
  newGroupName,
  normalizeTerm,
  nextGroupColor,
  termsMessages,
  type GroupModifier,
  type PredefinedTermGroup,
  type TermModifier,
  type TermsState,
} from '@quarry/contract';
import type { Database, Queryable } from '../../db/database.js';
import { badRequest, notFound } from '../../http/http-error.js';
import type { InvestigationFacts } from '../investigations/index.js';
import * as repo from './terms.repository.js';
import { harvestContext, termInContext } from './harvest-context.js';

export type TermsService = ReturnType<typeof createTermsService>;

/** `group`: an existing group's id, 'new' for a new group, or undefined for the default group. */
type GroupRef = number | 'new' | undefined;

/**
 * The search definition of Topic investigations (doc 2 §4 "Terms"). Every change runs in one transaction, then
 * tells `changed` so the workspace re-scores; every call answers the whole definition.
 */
export function createTermsService(
  db: Database,
  options: {
    changed: (investigationId: number) => void | Promise<void>;
    predefinedGroups: () => Promise<PredefinedTermGroup[]>;
    /** Added terms are harvested, one or a batch (the first HARVEST_TERMS of them, doc 2 §9), each with its query in the investigation's context. */
    harvest?: (investigation: InvestigationFacts, queries: string[], terms: string[]) => Promise<unknown>;
  },
) {
  async function topic(investigation: InvestigationFacts): Promise<void> {
    if (!isTopicInvestigation(investigation.type)) throw notFound();
  }

  async function change(
    investigation: InvestigationFacts,
    work: (tx: Queryable, state: TermsState) => Promise<void>,
  ): Promise<TermsState> {
    await topic(investigation);
    await db.transaction(async (tx) => {
      // One change at a time per investigation: the limit and uniqueness checks read what they then write.
      await repo.lockTerms(tx, investigation.id);
      await repo.ensureDefaultGroup(tx, investigation.id);
      await work(tx, await repo.loadTerms(tx, investigation.id));
    });
    await options.changed(investigation.id);
    return repo.loadTerms(db, investigation.id);
  }

  const findTerm = (state: TermsState, term: string) =>
    state.terms.find((t) => t.term.toLowerCase() === term.trim().toLowerCase());
  const findGroup = (state: TermsState, groupId: number) => {
    const group = state.termGroups.find((g) => g.id === groupId);
    if (!group) throw notFound(termsMessages.unknownGroup);
    return group;
  };
  const defaultGroupId = (state: TermsState) => (state.termGroups.find((g) => g.isDefault) ?? state.termGroups[0]!).id;

  /** The group a term goes to: a new one (named and coloured as doc 2 §4 says), an existing one, or the default. */
  async function resolveGroup(
    tx: Queryable,
    investigationId: number,
    state: TermsState,
    group: GroupRef,
  ): Promise<number> {
    if (group === 'new') {
      const last = state.termGroups.at(-1);
      return repo.insertGroup(
        tx,
        investigationId,
        newGroupName(state.termGroups.map((g) => g.name)),
        nextGroupColor(last ? Number(last.color) : undefined),
      );
    }
    return group === undefined ? defaultGroupId(state) : findGroup(state, group).id;
  }

  /** Terms not yet tracked (case-insensitive), refused whole if they would pass the limit. */
  function newTerms(state: TermsState, terms: string[]): string[] {
    const known = new Set(state.terms.map((t) => t.term.toLowerCase()));
    const fresh: string[] = [];
    for (const raw of terms) {
      const term = normalizeTerm(raw);
      if (term && !known.has(term.toLowerCase())) {
        known.add(term.toLowerCase());
        fresh.push(term);
      }
    }
    if (state.terms.length + fresh.length > MAX_TERMS) throw badRequest(termsMessages.tooMany(MAX_TERMS));
    return fresh;
  }

  /** Harvests the terms just added: the first HARVEST_TERMS of them, each searched in the investigation's context, not alone (the harvest stays on the topic). */
  async function harvestAdded(investigation: InvestigationFacts, state: TermsState, added: string[]): Promise<void> {
    if (added.length === 0) return;
    const context = harvestContext(state, String(investigation.definition.searchString ?? ''), added);
    const harvested = added.slice(0, HARVEST_TERMS);
    await options.harvest?.(
      investigation,
      harvested.map((term) => termInContext(term, context)),
      harvested,
    );
  }

  return {
    async list(investigation: InvestigationFacts): Promise<TermsState> {
      await topic(investigation);
      return repo.loadTermsMadeIfMissing(db, investigation.id);
    },

    async add(investigation: InvestigationFacts, term: string, group: GroupRef, modifier: TermModifier = 'Regular') {
      let added: string[] = [];
      const result = await change(investigation, async (tx, state) => {
        added = newTerms(state, [term]);
        if (added.length === 0) return;
        await repo.insertTerms(
          tx,
          investigation.id,
          await resolveGroup(tx, investigation.id, state, group),
          added,
          modifier,
        );
      });
      await harvestAdded(investigation, result, added);
      return result;
    },

    async batch(
      investigation: InvestigationFacts,
      terms: string[],
      group: GroupRef,
      groups: Array<{ name: string; terms: string[] }>,
    ) {
      let added: string[] = [];
      const result = await change(investigation, async (tx, state) => {
        const takenNames = new Set(state.termGroups.map((g) => g.name.toLowerCase()));
        const newGroups = groups.filter((g) => !takenNames.has(g.name.trim().toLowerCase()));
        const fresh = newTerms(state, [...terms, ...newGroups.flatMap((g) => g.terms)]);
        added = fresh;
        const freshSet = new Set(fresh);
        const loose = terms.filter((t) => freshSet.has(normalizeTerm(t)));
        if (loose.length > 0)
          await repo.insertTerms(
            tx,
            investigation.id,
            await resolveGroup(tx, investigation.id, state, group),
            loose,
            'Regular',
          );
        let color = Number(state.termGroups.at(-1)?.color ?? 0);
        for (const g of newGroups) {
          color = nextGroupColor(color);
          const groupId = await repo.insertGroup(tx, investigation.id, g.name.trim(), color);
          await repo.insertTerms(
            tx,
            investigation.id,
            groupId,
            g.terms.filter((t) => freshSet.has(normalizeTerm(t))),
            'Regular',
          );
        }
      });
      await harvestAdded(investigation, result, added);
      return result;
    },

    moveToGroup: (investigation: InvestigationFacts, term: string, group: number | 'new') =>
      change(investigation, async (tx, state) => {
        const found = findTerm(state, term);
        if (!found) throw notFound(termsMessages.unknownTerm);
        if (group === found.groupId) throw badRequest(termsMessages.sameGroup);
        await repo.updateTerm(tx, investigation.id, term, {
          groupId: await resolveGroup(tx, investigation.id, state, group),
        });
      }),

    modify: (investigation: InvestigationFacts, term: string, modifier: TermModifier) =>
      change(investigation, async (tx, state) => {
        const found = findTerm(state, term);
        if (!found) throw notFound(termsMessages.unknownTerm);
        await repo.updateTerm(tx, investigation.id, term, {
          modifier: found.modifier === modifier ? 'Regular' : modifier,
        });
      }),

    rename: (investigation: InvestigationFacts, oldName: string, newName: string) =>
      change(investigation, async (tx, state) => {
        if (!findTerm(state, oldName)) throw notFound(termsMessages.unknownTerm);
        const clash = findTerm(state, newName);
        if (clash && clash.term.toLowerCase() !== oldName.trim().toLowerCase())
          throw badRequest(termsMessages.duplicate);
        await repo.updateTerm(tx, investigation.id, oldName, { text: normalizeTerm(newName) });
      }),

    remove: (investigation: InvestigationFacts, term: string) =>
      change(investigation, async (tx) => {
        if (!(await repo.deleteTerm(tx, investigation.id, term))) throw notFound(termsMessages.unknownTerm);
      }),

    createGroup: (investigation: InvestigationFacts, name: string | undefined) =>
      change(investigation, async (tx, state) => {
        const names = state.termGroups.map((g) => g.name.toLowerCase());
        if (name && names.includes(name.trim().toLowerCase())) throw badRequest(termsMessages.groupExists);
        const color = nextGroupColor(Number(state.termGroups.at(-1)?.color ?? 0));
        await repo.insertGroup(
          tx,
          investigation.id,
          name?.trim() || newGroupName(state.termGroups.map((g) => g.name)),
          color,
        );
      }),

    renameGroup: (investigation: InvestigationFacts, groupId: number, name: string) =>
      change(investigation, async (tx, state) => {
        findGroup(state, groupId);
        if (state.termGroups.some((g) => g.id !== groupId && g.name.toLowerCase() === name.trim().toLowerCase()))
          throw badRequest(termsMessages.groupExists);
        await repo.updateGroup(tx, investigation.id, groupId, { name: name.trim() });
      }),

    deleteGroup: (investigation: InvestigationFacts, groupId: number) =>
      change(investigation, async (tx, state) => {
        findGroup(state, groupId);
        if (state.termGroups.length === 1) throw badRequest(termsMessages.onlyGroup);
        await repo.deleteGroup(tx, investigation.id, groupId);
      }),

    modifyGroup: (
      investigation: InvestigationFacts,
      groupId: number,
      modifier: GroupModifier | undefined,
      color: string | undefined,
    ) =>
      change(investigation, async (tx, state) => {
        const group = findGroup(state, groupId);
        await repo.updateGroup(tx, investigation.id, groupId, {
          modifier: modifier && (group.modifier === modifier ? 'Regular' : modifier),
          color: color === undefined ? undefined : Number(color),
        });
      }),

    /** Suggestions the user rejected (never suggested again), and rejecting more. */
    rejected: (investigationId: number) => repo.rejectedTerms(db, investigationId),
    reject: (investigationId: number, terms: string[]) => repo.rejectTerms(db, investigationId, terms),

    /** Copies the search definition to a copy of the investigation (inside the duplicate's transaction). */
    copy: (tx: Queryable, sourceId: number, copyId: number) => repo.copyTerms(tx, sourceId, copyId),

    async predefined(investigation: InvestigationFacts): Promise<PredefinedTermGroup[]> {
      await topic(investigation);
      return options.predefinedGroups();
    },
  };
}
