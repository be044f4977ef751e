import { z } from 'zod';
import { defineEndpoint } from './endpoint.js';

export const alertsApi = {
  unsubscribe: defineEndpoint({
    method: 'GET',
    path: '/api/alerts/unsubscribe',
    access: 'public',
    summary: "The one-click link of an alert digest: turns the investigation's alerts off (the token is the link's signature); answers a short page",
    query: z.object({ token: z.string().min(16).max(200) }),
    response: z.unknown(),
  }),
} as const;
