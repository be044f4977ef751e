import { type Access, serverText } from '@quarry/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './http-error.js';
import type { SessionUser } from './session-user.js';

/** Checks that the request's user may call an endpoint of the given access level; returns that user. */
export function authorize(request: FastifyRequest, access: Access): SessionUser | undefined {
  if (access === 'public') return request.sessionUser;
  const user = request.sessionUser;
  if (!user) throw unauthorized();
  if (user.suspended) throw unauthorized(serverText.suspended);
  if (access === 'admin' && !user.admin) throw forbidden();
  if (access === 'omnipotent' && !user.omnipotent) throw forbidden();
  if (access === 'omnisol' && !user.omnisol) throw forbidden();
  return user;
}
