import {
  actionOf,
  type Endpoint,
  type MemberRole,
  type RequiredUserKind,
  requiredUserKindText,
  serverText,
} from '@quarry/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type OwnedInvestigation } from '../policies/investigation.policy.js';
import { forbidden, notFound, unauthorized } from './http-error.js';
import type { SessionUser } from './session-user.js';

/**
 * The investigation an `owner` endpoint acts on. The investigations module widens it by declaration merging to what
 * never changes of its row (InvestigationFacts, remembered between requests), so this layer checks access without
 * importing that module.
 */
export interface AccessedInvestigation extends OwnedInvestigation {
  id: number;
}

/** Finds the investigation a request names: by default the path's `:id`; some paths name it through another row. */
export type InvestigationLocator = (params: Record<string, string>) => Promise<number | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /** How access checks read an investigation (provided by the investigations module). */
    investigationForAccess: (id: number) => Promise<AccessedInvestigation | undefined>;
    /** The user's role in an investigation shared with them, null when it was not (provided by the same module). */
    sharedAs: (user: SessionUser, investigation: AccessedInvestigation) => Promise<MemberRole | null>;
  }
  interface FastifyRequest {
    /** The investigation an `owner` endpoint was authorized for. */
    investigation?: AccessedInvestigation;
  }
}

/** Lets the access checks read investigations (called once, by whoever owns them). */
export function provideInvestigationsForAccess(
  app: FastifyInstance,
  find: FastifyInstance['investigationForAccess'],
  sharedAs: FastifyInstance['sharedAs'],
): void {
  app.decorate('investigationForAccess', find);
  app.decorate('sharedAs', sharedAs);
}

const positiveInt = (value: string | undefined) => (value && /^\d{1,15}$/.test(value) ? Number(value) : undefined);
export const investigationIdParam: InvestigationLocator = async (params) => positiveInt(params.id);

/** Checks that the request's user may call an endpoint of the given level (owner: only that they are signed in). */
export function authorizeUser(request: FastifyRequest, access: Endpoint['access']): SessionUser | undefined {
  if (access === 'public') return request.sessionUser;
  const user = request.sessionUser;
  if (!user) throw unauthorized();
  if (user.suspended) throw unauthorized(serverText.suspended);
  if (access === 'admin' && !user.admin) throw forbidden();
  if (access === 'omnipotent' && !user.omnipotent) throw forbidden();
  if (access === 'omnisol' && !user.omnisol) throw forbidden();
  return user;
}

const isOfKind = (user: SessionUser, kind: RequiredUserKind): boolean =>
  kind === 'omnipotent' ? user.omnipotent : kind === 'omnisol' ? user.omnisol : user.facultyWorks;

/** Refuses (403) a user who is not of the kind the endpoint requires. */
function checkUserKind(user: SessionUser, kind: RequiredUserKind | undefined): void {
  if (kind && !isOfKind(user, kind)) throw forbidden(requiredUserKindText[kind]);
}

/**
 * The access check every route runs before its input is read: the level of its endpoint and, for `owner`
 * endpoints, the investigation policy. Whoever may not open the investigation gets 404, so they learn nothing
 * of it; whoever may open it but not do this gets 403.
 */
export async function authorizeRequest(
  request: FastifyRequest,
  endpoint: Pick<Endpoint, 'access' | 'method' | 'action' | 'requires'>,
  locate: InvestigationLocator = investigationIdParam,
): Promise<void> {
  const user = authorizeUser(request, endpoint.access);
  if (!user) return;
  if (endpoint.access !== 'owner') return checkUserKind(user, endpoint.requires);
  const id = await locate(request.params as Record<string, string>);
  const investigation = id === undefined ? undefined : await request.server.investigationForAccess(id);
  if (!investigation) throw notFound();
  const sharedAs = await request.server.sharedAs(user, investigation);
  if (!can(user, 'open', investigation, sharedAs)) throw notFound();
  if (!can(user, actionOf(endpoint), investigation, sharedAs)) throw forbidden();
  checkUserKind(user, endpoint.requires);
  request.investigation = investigation;
}
