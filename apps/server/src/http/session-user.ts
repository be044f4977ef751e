import type { User } from '@quarry/contract';

/** The user a request's session belongs to; `suspended` is checked by the access guard. */
export interface SessionUser extends User {
  suspended: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    sessionUser?: SessionUser;
    sessionToken?: string;
  }
}
