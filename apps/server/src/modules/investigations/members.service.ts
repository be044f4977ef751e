import {
  type InvestigationMember,
  type InvitedMember,
  MAX_MEMBERS,
  type MemberRole,
  memberRoleLabel,
  memberText,
} from '@quarry/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { badRequest, notFound } from '../../http/http-error.js';
import type { SessionUser } from '../../http/session-user.js';
import { invitationMail } from '../../mail/account-mails.js';
import type { Mailer } from '../../mail/mailer.js';
import { needsRole } from '../../policies/investigation.policy.js';
import type { InvestigationFacts } from './investigations.repository.js';
import { findInvestigation } from './investigations.repository.js';
import {
  countMembers,
  deleteMemberByEmail,
  deleteMemberByUser,
  listMembers,
  memberRole,
  screenerAccounts,
  type MemberRow,
  upsertMember,
} from './members.repository.js';

const toMember = (row: MemberRow): InvestigationMember => ({
  userId: row.user_id,
  email: row.email,
  nickname: row.nickname,
  role: row.role,
  invitedAt: row.invited_at.toISOString(),
});

export type MembersService = ReturnType<typeof createMembersService>;

/** The colleagues an owner shares an investigation with (issue 27), and the role each has in it. */
export function createMembersService(db: Database, mailer: Mailer, publicUrl: string, log: FastifyBaseLogger) {
  async function mailInvitation(
    inviter: SessionUser,
    investigation: { id: number; title: string },
    member: MemberRow,
  ): Promise<void> {
    await mailer.send(
      invitationMail(publicUrl, {
        to: member.email,
        inviter: inviter.nickname,
        title: investigation.title,
        role: memberRoleLabel[member.role].toLowerCase(),
        investigationId: investigation.id,
        hasAccount: member.user_id !== null,
      }),
    );
  }

  return {
    /** The reader's role in an investigation they neither own nor administer (null: it was not shared with them). */
    async sharedAs(user: SessionUser, investigation: InvestigationFacts): Promise<MemberRole | null> {
      return needsRole(user, investigation) ? memberRole(db, investigation.id, user.email) : null;
    },

    /** The owner and the reviewers with an account: who screens (the Screen tab's team). */
    screeners: (investigationId: number) => screenerAccounts(db, investigationId),

    async list(investigation: InvestigationFacts): Promise<InvestigationMember[]> {
      return (await listMembers(db, investigation.id)).map(toMember);
    },

    async invite(
      inviter: SessionUser,
      investigation: InvestigationFacts,
      request: { email: string; role: MemberRole },
    ): Promise<InvitedMember> {
      const email = request.email.toLowerCase();
      const current = await findInvestigation(db, investigation.id);
      if (!current) throw notFound();
      if (current.owner_email.toLowerCase() === email) throw badRequest(memberText.ownerIsNoMember);
      const member = await db.transaction(async (tx) => {
        const saved = await upsertMember(tx, {
          investigationId: investigation.id,
          email,
          role: request.role,
          invitedBy: inviter.id,
        });
        if ((await countMembers(tx, investigation.id)) > MAX_MEMBERS) throw badRequest(memberText.tooMany);
        return saved;
      });
      const mailed = await mailInvitation(inviter, current, member).then(
        () => true,
        (error: unknown) => {
          log.warn({ err: error, to: member.email }, 'invitation mail failed');
          return false;
        },
      );
      return { ...toMember(member), mailed };
    },

    async revokeInvitation(investigation: InvestigationFacts, email: string): Promise<void> {
      if (!(await deleteMemberByEmail(db, investigation.id, email))) throw notFound(memberText.notInvited);
    },

    async revoke(investigation: InvestigationFacts, userId: number): Promise<void> {
      if (!(await deleteMemberByUser(db, investigation.id, userId))) throw notFound(memberText.notAMember);
    },
  };
}
