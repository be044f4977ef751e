import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';
import { emailField, isValidEmail, okResponse } from './users.js';

/** What a colleague the owner invites may do: a reviewer screens, notes and labels; a viewer only reads. */
export const memberRoles = ['reviewer', 'viewer'] as const;
export type MemberRole = (typeof memberRoles)[number];

export const memberRoleLabel: Record<MemberRole, string> = { reviewer: 'Reviewer', viewer: 'Viewer' };

/** At most this many colleagues share one investigation. */
export const MAX_MEMBERS = 50;

export const memberText = {
  invalidEmail: 'Please enter a valid email address',
  chooseRole: 'Choose Reviewer or Viewer',
  ownerIsNoMember: 'You own this investigation already',
  tooMany: `At most ${MAX_MEMBERS} colleagues share one investigation`,
  notAMember: 'This user is not a member of the investigation',
  notInvited: 'This address was not invited to the investigation',
  shared: (email: string) => `Shared with ${email}`,
  notMailed: (email: string) => `Shared with ${email}, but the invitation mail could not be sent: tell them yourself`,
} as const;

export const inviteMemberRequest = z.object({
  email: emailField.refine(isValidEmail, memberText.invalidEmail).transform((email) => email.toLowerCase()),
  role: z.enum(memberRoles, { message: memberText.chooseRole }),
});
export type InviteMemberRequest = z.input<typeof inviteMemberRequest>;

/** A colleague the investigation is shared with; `userId` is null until the invited address has an account. */
export const investigationMember = z.object({
  userId: z.number().int().nullable(),
  email: z.string(),
  nickname: z.string().nullable(),
  role: z.enum(memberRoles),
  invitedAt: z.string(),
});
export type InvestigationMember = z.infer<typeof investigationMember>;

/** An invitation's answer: the member, and whether the mail telling them went out (sharing stands either way). */
export const invitedMember = investigationMember.extend({ mailed: z.boolean() });
export type InvitedMember = z.infer<typeof invitedMember>;

const investigationIdParams = z.object({ id: z.coerce.number().int().positive() });
const memberParams = investigationIdParams.extend({ userId: z.coerce.number().int().positive() });

/** Issue 27's team calls: the owner shares an investigation with colleagues by e-mail, each with a role. */
export const membersApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/investigations/:id/members',
    access: 'owner',
    summary: 'The colleagues the investigation is shared with, in the order they were invited',
    params: investigationIdParams,
    response: z.array(investigationMember),
  }),
  invite: defineEndpoint({
    method: 'POST',
    path: '/api/investigations/:id/members',
    access: 'owner',
    action: 'share',
    summary: 'Share with a colleague by e-mail, as reviewer or viewer (again: change the role); mails them a link',
    params: investigationIdParams,
    body: inviteMemberRequest,
    response: invitedMember,
  }),
  revokeInvitation: defineEndpoint({
    method: 'DELETE',
    path: '/api/investigations/:id/members',
    access: 'owner',
    action: 'share',
    summary: "Withdraws the invitation of an address (Quarry's: one without an account has no user id to revoke by)",
    params: investigationIdParams,
    body: inviteMemberRequest.pick({ email: true }),
    response: okResponse,
  }),
  revoke: defineEndpoint({
    method: 'DELETE',
    path: '/api/investigations/:id/members/:userId',
    access: 'owner',
    action: 'share',
    summary: 'Stop sharing with this user',
    params: memberParams,
    response: okResponse,
  }),
};
