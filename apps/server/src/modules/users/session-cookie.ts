import type { FastifyReply } from 'fastify';

export const SESSION_COOKIE = 'quarry_session';

/** HttpOnly (no script can read it), SameSite=Lax (not sent on cross-site POSTs), Secure behind https. */
export function setSessionCookie(reply: FastifyReply, token: string, ttlDays: number, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: Math.round(ttlDays * 86_400),
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}
