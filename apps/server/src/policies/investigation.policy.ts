import type { InvestigationAbilities, InvestigationAction, MemberRole } from '@quarry/contract';

/** Who asks: the parts of a signed-in user the policy reads. */
export interface Actor {
  id: number;
  admin: boolean;
  suspended: boolean;
}

/** What the policy reads of an investigation. */
export interface OwnedInvestigation {
  owner_id: number;
}

/** What a colleague the owner shared the investigation with may do, by role. */
const memberActions: Record<MemberRole, readonly InvestigationAction[]> = {
  reviewer: ['open', 'screen'],
  viewer: ['open'],
};

/**
 * The one answer to "may this user do this to that investigation": its owner anything; an admin may open and
 * work in any investigation (the list's All view shows them all), but deleting stays the owner's; a colleague it was
 * shared with (`sharedAs`: the actor's role, null when it was not shared with them) what their role allows.
 */
export function can(
  actor: Actor,
  action: InvestigationAction,
  investigation: OwnedInvestigation,
  sharedAs: MemberRole | null = null,
): boolean {
  if (actor.suspended) return false;
  if (investigation.owner_id === actor.id) return true;
  if (actor.admin) return action !== 'delete';
  return sharedAs !== null && memberActions[sharedAs].includes(action);
}

/** Whether the policy needs the actor's role to answer: only for someone neither owner nor admin. */
export const needsRole = (actor: Actor, investigation: OwnedInvestigation): boolean =>
  !actor.admin && investigation.owner_id !== actor.id;

/** The policy's answers for one investigation, sent with it so the web hides exactly what the server refuses. */
export function abilitiesOf(
  actor: Actor,
  investigation: OwnedInvestigation,
  sharedAs: MemberRole | null = null,
): InvestigationAbilities {
  const may = (action: InvestigationAction) => can(actor, action, investigation, sharedAs);
  return { open: may('open'), screen: may('screen'), work: may('work'), share: may('share'), delete: may('delete') };
}
