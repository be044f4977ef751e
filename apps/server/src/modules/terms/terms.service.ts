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
import type { SessionUser } from '../../http/session-user.js';
import type { InvestigationsService } from '../investigations/index.js';
import * as repo from './terms.repository.js';

export type TermsService = ReturnType<typeof createTermsService>;

/** `group`: an existing group's id, 'new' for a new group, or undefined for the default group. */
type GroupRef = number | 'new' | undefined;

/**
 * The search definition of Topic investigations (doc 2 §4 "Terms"). Every change runs in one transaction, then
 * tells `changed` so the workspace re-scores; every call answers the whole definition.
 */
export function createTermsService(
  db: Database,
  investigations: InvestigationsService,
  options: {
    changed: (investigationId: number) => void | Promise<void>;
    predefinedGroups: () => Promise<PredefinedTermGroup[]>;
    /** Batch-added terms are harvested (the first HARVEST_TERMS of them, doc 2 §9). */
    harvest?: (user: SessionUser, investigationId: number, terms: string[]) => Promise<unknown>;
  },
) {
  async function topic(user: SessionUser, investigationId: number): Promise<void> {
    const investigation = await investigations.owned(user, investigationId);
    if (!isTopicInvestigation(investigation.type)) throw notFound();
  }

  async function change(user: SessionUser, investigationId: number, work: (tx: Queryable, state: TermsState) => Promise<void>): Promise<TermsState> {
    await topic(user, investigationId);
    await db.transaction(async (tx) => {
      // One change at a time per investigation: the limit and uniqueness checks read what they then write.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`terms:${investigationId}`]);
      await repo.ensureDefaultGroup(tx, investigationId);
      await work(tx, await repo.loadTerms(tx, investigationId));
    });
    await options.changed(investigationId);
    return repo.loadTerms(db, investigationId);
  }

  const findTerm = (state: TermsState, term: string) => state.terms.find((t) => t.term.toLowerCase() === term.trim().toLowerCase());
  const findGroup = (state: TermsState, groupId: number) => {
    const group = state.termGroups.find((g) => g.id === groupId);
    if (!group) throw notFound(termsMessages.unknownGroup);
    return group;
  };
  const defaultGroupId = (state: TermsState) => (state.termGroups.find((g) => g.isDefault) ?? state.termGroups[0]!).id;

  /** The group a term goes to: a new one (named and coloured as doc 2 §4 says), an existing one, or the default. */
  async function resolveGroup(tx: Queryable, investigationId: number, state: TermsState, group: GroupRef): Promise<number> {
    if (group === 'new') {
      const last = state.termGroups.at(-1);
      return repo.insertGroup(tx, investigationId, newGroupName(state.termGroups.map((g) => g.name)), nextGroupColor(last ? Number(last.color) : undefined));
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

  return {
    async list(user: SessionUser, investigationId: number): Promise<TermsState> {
      await topic(user, investigationId);
      return repo.loadTermsMadeIfMissing(db, investigationId);
    },

    add: (user: SessionUser, investigationId: number, term: string, group: GroupRef, modifier: TermModifier = 'Regular') =>
      change(user, investigationId, async (tx, state) => {
        const fresh = newTerms(state, [term]);
        if (fresh.length === 0) return;
        await repo.insertTerms(tx, investigationId, await resolveGroup(tx, investigationId, state, group), fresh, modifier);
      }),

    async batch(user: SessionUser, investigationId: number, terms: string[], group: GroupRef, groups: Array<{ name: string; terms: string[] }>) {
      let added: string[] = [];
      const result = await change(user, investigationId, async (tx, state) => {
        const takenNames = new Set(state.termGroups.map((g) => g.name.toLowerCase()));
        const newGroups = groups.filter((g) => !takenNames.has(g.name.trim().toLowerCase()));
        const fresh = newTerms(state, [...terms, ...newGroups.flatMap((g) => g.terms)]);
        added = fresh;
        const freshSet = new Set(fresh);
        const loose = terms.filter((t) => freshSet.has(normalizeTerm(t)));
        if (loose.length > 0) await repo.insertTerms(tx, investigationId, await resolveGroup(tx, investigationId, state, group), loose, 'Regular');
        let color = Number(state.termGroups.at(-1)?.color ?? 0);
        for (const g of newGroups) {
          color = nextGroupColor(color);
          const groupId = await repo.insertGroup(tx, investigationId, g.name.trim(), color);
          await repo.insertTerms(tx, investigationId, groupId, g.terms.filter((t) => freshSet.has(normalizeTerm(t))), 'Regular');
        }
      });
      if (added.length > 0) await options.harvest?.(user, investigationId, added.slice(0, HARVEST_TERMS));
      return result;
    },

    moveToGroup: (user: SessionUser, investigationId: number, term: string, group: number | 'new') =>
      change(user, investigationId, async (tx, state) => {
        const found = findTerm(state, term);
        if (!found) throw notFound(termsMessages.unknownTerm);
        if (group === found.groupId) throw badRequest(termsMessages.sameGroup);
        await repo.updateTerm(tx, investigationId, term, { groupId: await resolveGroup(tx, investigationId, state, group) });
      }),

    modify: (user: SessionUser, investigationId: number, term: string, modifier: TermModifier) =>
      change(user, investigationId, async (tx, state) => {
        const found = findTerm(state, term);
        if (!found) throw notFound(termsMessages.unknownTerm);
        await repo.updateTerm(tx, investigationId, term, { modifier: found.modifier === modifier ? 'Regular' : modifier });
      }),

    rename: (user: SessionUser, investigationId: number, oldName: string, newName: string) =>
      change(user, investigationId, async (tx, state) => {
        if (!findTerm(state, oldName)) throw notFound(termsMessages.unknownTerm);
        const clash = findTerm(state, newName);
        if (clash && clash.term.toLowerCase() !== oldName.trim().toLowerCase()) throw badRequest(termsMessages.duplicate);
        await repo.updateTerm(tx, investigationId, oldName, { text: normalizeTerm(newName) });
      }),

    remove: (user: SessionUser, investigationId: number, term: string) =>
      change(user, investigationId, async (tx) => {
        if (!(await repo.deleteTerm(tx, investigationId, term))) throw notFound(termsMessages.unknownTerm);
      }),

    createGroup: (user: SessionUser, investigationId: number, name: string | undefined) =>
      change(user, investigationId, async (tx, state) => {
        const names = state.termGroups.map((g) => g.name.toLowerCase());
        if (name && names.includes(name.trim().toLowerCase())) throw badRequest(termsMessages.groupExists);
        const color = nextGroupColor(Number(state.termGroups.at(-1)?.color ?? 0));
        await repo.insertGroup(tx, investigationId, name?.trim() || newGroupName(state.termGroups.map((g) => g.name)), color);
      }),

    renameGroup: (user: SessionUser, investigationId: number, groupId: number, name: string) =>
      change(user, investigationId, async (tx, state) => {
        findGroup(state, groupId);
        if (state.termGroups.some((g) => g.id !== groupId && g.name.toLowerCase() === name.trim().toLowerCase())) throw badRequest(termsMessages.groupExists);
        await repo.updateGroup(tx, investigationId, groupId, { name: name.trim() });
      }),

    deleteGroup: (user: SessionUser, investigationId: number, groupId: number) =>
      change(user, investigationId, async (tx, state) => {
        findGroup(state, groupId);
        if (state.termGroups.length === 1) throw badRequest(termsMessages.onlyGroup);
        await repo.deleteGroup(tx, investigationId, groupId);
      }),

    modifyGroup: (user: SessionUser, investigationId: number, groupId: number, modifier: GroupModifier | undefined, color: string | undefined) =>
      change(user, investigationId, async (tx, state) => {
        const group = findGroup(state, groupId);
        await repo.updateGroup(tx, investigationId, groupId, {
          modifier: modifier && (group.modifier === modifier ? 'Regular' : modifier),
          color: color === undefined ? undefined : Number(color),
        });
      }),

    async predefined(user: SessionUser, investigationId: number): Promise<PredefinedTermGroup[]> {
      await topic(user, investigationId);
      return options.predefinedGroups();
    },
  };
}
