import { memberRoleLabel, type MemberRole } from '@quarry/contract';

/** Labels of the Share dialog (issue 27); its messages come from the contract's `memberText`. */
export const membersLabel = {
  share: 'Share…',
  title: (investigationTitle: string) => `Share “${investigationTitle}”`,
  members: 'Shared with',
  emailColumn: 'E-mail',
  nameColumn: 'Name',
  loading: 'Loading the people it is shared with…',
  empty: 'Not shared with anyone yet',
  invitationSent: 'Invitation sent',
  email: 'E-mail of a colleague',
  role: 'Role',
  invite: 'Invite',
  revoke: 'Revoke',
  revokeOf: (email: string) => `Revoke ${email}`,
  revokeTitle: 'Stop sharing',
  revokeMessage: (email: string) => `${email} will no longer see this investigation.`,
  roleHelp: {
    reviewer: 'Screens, votes, notes and labels documents',
    viewer: 'Reads only',
  } satisfies Record<MemberRole, string>,
  sharedWithYou: (role: MemberRole) => `Shared with you · ${memberRoleLabel[role]}`,
} as const;
