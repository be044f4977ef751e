import { TOKEN_TTL_HOURS } from '@quarry/contract';
import type { MailMessage } from './mailer.js';

export function activationMail(publicUrl: string, to: string, nickname: string, token: string): MailMessage {
  const link = `${publicUrl}/register?token=${encodeURIComponent(token)}`;
  return {
    to,
    link,
    subject: 'Activate your Quarry account',
    text: [
      `Hello ${nickname},`,
      '',
      'Follow this link to activate your Quarry account and sign in:',
      link,
      '',
      `The link works once and expires in ${TOKEN_TTL_HOURS} hours. If you did not sign up, ignore this message.`,
    ].join('\n'),
  };
}

export function resetMail(publicUrl: string, to: string, token: string): MailMessage {
  const link = `${publicUrl}/reset?token=${encodeURIComponent(token)}`;
  return {
    to,
    link,
    subject: 'Reset your Quarry password',
    text: [
      'Someone asked to reset the password of the Quarry account of this address.',
      'Follow this link to choose a new password:',
      link,
      '',
      `The link works once and expires in ${TOKEN_TTL_HOURS} hours. If it was not you, ignore this message.`,
    ].join('\n'),
  };
}

/** The mail of an owner's invitation (issue 27): a link to the investigation, or to sign up first with this address. */
export function invitationMail(
  publicUrl: string,
  invitation: {
    to: string;
    inviter: string;
    title: string;
    role: string;
    investigationId: number;
    hasAccount: boolean;
  },
): MailMessage {
  const link = `${publicUrl}/investigations/${invitation.investigationId}`;
  const signUp = `${publicUrl}/sign-up`;
  return {
    to: invitation.to,
    link,
    subject: `${invitation.inviter} shared "${invitation.title}" with you on Quarry`,
    text: [
      `${invitation.inviter} shared the investigation "${invitation.title}" with you as ${invitation.role}.`,
      '',
      ...(invitation.hasAccount
        ? ['Open it:', link]
        : [`Sign up with this address (${invitation.to}) to open it:`, signUp, '', 'Then open it:', link]),
    ].join('\n'),
  };
}
