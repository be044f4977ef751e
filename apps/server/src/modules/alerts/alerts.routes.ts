import { alertsApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.js';
import type { Alerts } from './alerts.service.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The digest's one-click link (a public page: the token is its signature). */
export function registerAlertsRoutes(app: FastifyInstance, alerts: Alerts): void {
  addRoute(app, alertsApi.unsubscribe, async ({ query, reply }) => {
    const message = await alerts.unsubscribe(query.token);
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Quarry alerts</title></head><body style="font-family: system-ui, sans-serif; margin: 3rem"><h1>Quarry alerts</h1><p>${escapeHtml(message)}</p></body></html>`) as never;
  });
}
