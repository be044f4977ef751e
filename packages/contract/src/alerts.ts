import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

const unsubscribeQuery = z.object({ token: z.string().min(16).max(200) });

export const alertsApi = {
  /** Changes nothing: a mail scanner that prefetches links must not turn a user's alerts off. */
  unsubscribePage: defineEndpoint({
    method: 'GET',
    path: '/api/alerts/unsubscribe',
    access: 'public',
    summary:
      "The link of an alert digest: a page with one button that turns the investigation's alerts off (the token is the link's signature)",
    query: unsubscribeQuery,
    response: z.unknown(),
  }),
  unsubscribe: defineEndpoint({
    method: 'POST',
    path: '/api/alerts/unsubscribe',
    access: 'public',
    signedLink: true,
    summary:
      "Turns the investigation's alerts off: the page's button, or a mail client's one-click unsubscribe (RFC 8058, List-Unsubscribe-Post); answers a short page",
    query: unsubscribeQuery,
    response: z.unknown(),
  }),
} as const;
