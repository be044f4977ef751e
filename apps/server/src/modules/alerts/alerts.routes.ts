import { alertsApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.js';
import { alertText } from './alert-digest.js';
import type { Alerts } from './alerts.service.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Quarry alerts</title></head><body style="font-family: system-ui, sans-serif; margin: 3rem"><main><h1>Quarry alerts</h1>${body}</main></body></html>`;

/** The page a digest's link opens: one button that POSTs back to the same address (a GET changes nothing). */
function confirmPage(token: string, title: string): string {
  const action = `${alertsApi.unsubscribe.path}?token=${encodeURIComponent(token)}`;
  return page(
    `<p>${escapeHtml(alertText.confirm(title))}</p><form method="post" action="${escapeHtml(action)}"><button type="submit" style="font: inherit; padding: 0.5rem 1rem">${escapeHtml(alertText.button)}</button></form>`,
  );
}

/** The digest's link: a public page (the token is its signature) and the POST its button and mail clients send. */
export function registerAlertsRoutes(app: FastifyInstance, alerts: Alerts): void {
  addRoute(app, alertsApi.unsubscribePage, async ({ query, reply }) => {
    const title = await alerts.titleOfLink(query.token);
    const html =
      title === undefined ? page(`<p>${escapeHtml(alertText.unknownLink)}</p>`) : confirmPage(query.token, title);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html) as never;
  });
  void app.register(async (scope) => {
    // The form's and RFC 8058's body (List-Unsubscribe=One-Click) says nothing the address does not: it is read and dropped.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) =>
      done(null, undefined),
    );
    addRoute(scope, alertsApi.unsubscribe, async ({ query, reply }) => {
      const message = await alerts.unsubscribe(query.token);
      return reply.type('text/html; charset=utf-8').send(page(`<p>${escapeHtml(message)}</p>`)) as never;
    });
  });
}
