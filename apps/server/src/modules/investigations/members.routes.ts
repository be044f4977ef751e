import { membersApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.js';
import type { MembersService } from './members.service.js';

/** Issue 27's team calls: list, invite and revoke the colleagues an investigation is shared with. */
export function registerMembersRoutes(app: FastifyInstance, members: MembersService): void {
  addRoute(app, membersApi.list, async ({ investigation }) => members.list(investigation));
  addRoute(app, membersApi.invite, async ({ investigation, body, user }) => members.invite(user, investigation, body));
  addRoute(app, membersApi.revokeInvitation, async ({ investigation, body }) => {
    await members.revokeInvitation(investigation, body.email);
    return { ok: true as const };
  });
  addRoute(app, membersApi.revoke, async ({ investigation, params }) => {
    await members.revoke(investigation, params.userId);
    return { ok: true as const };
  });
}
