import type { InvestigationAbilities, InvestigationAction } from '@quarry/contract';

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

/**
 * The one answer to "may this user do this to that investigation": its owner anything; an admin may open and
 * work in any investigation (the list's All view shows them all), but deleting stays the owner's.
 */
export function can(actor: Actor, action: InvestigationAction, investigation: OwnedInvestigation): boolean {
  if (actor.suspended) return false;
  if (investigation.owner_id === actor.id) return true;
  return actor.admin && action !== 'delete';
}

/** The policy's answers for one investigation, sent with it so the web hides exactly what the server refuses. */
export function abilitiesOf(actor: Actor, investigation: OwnedInvestigation): InvestigationAbilities {
  return {
    open: can(actor, 'open', investigation),
    work: can(actor, 'work', investigation),
    delete: can(actor, 'delete', investigation),
  };
}
