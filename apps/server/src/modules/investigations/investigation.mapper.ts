import type { Investigation } from '@quarry/contract';
import type { SessionUser } from '../../http/session-user.js';
import { abilitiesOf } from '../../policies/investigation.policy.js';
import type { InvestigationRow } from './investigations.repository.js';

/** An investigation as the API shows it to `viewer`: the creator's e-mail only for omnipotent users (doc 1 §2). */
export function toInvestigation(row: InvestigationRow, viewer: SessionUser, now = Date.now()): Investigation {
  return {
    id: row.id,
    uuid: row.uuid,
    title: row.title,
    goals: row.goals,
    alertsEnabled: row.alerts_enabled,
    blind: row.blind,
    createdOn: row.created_at.toISOString(),
    lastUserInteractionTime: row.last_user_interaction_at?.toISOString() ?? null,
    createdBy: row.owner_nickname,
    ...(viewer.omnipotent && { email: row.owner_email }),
    totalDocuments: row.total_documents,
    investigationType: row.type,
    investigationSubType: row.sub_type,
    status: row.status,
    statusReason: row.status_reason,
    age: Math.max(0, Math.floor((now - row.created_at.getTime()) / 1000)),
    mine: row.owner_id === viewer.id,
    sharedAs: row.owner_id === viewer.id ? null : (row.shared_as ?? null),
    can: abilitiesOf(viewer, row, row.shared_as ?? null),
  };
}
