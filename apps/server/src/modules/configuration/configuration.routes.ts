import { configurationApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../http/route.js';
import type { ConfigurationService } from './configuration.service.js';
import { attachmentHeader } from './lexeme-csv.js';

/** The configuration calls of doc 2 §7 and GET /api/lexeme/{id}. */
export function registerConfigurationRoutes(app: FastifyInstance, configuration: ConfigurationService): void {
  addRoute(app, configurationApi.get, async ({ params, user }) => configuration.get(user, params.id));
  addRoute(app, configurationApi.save, async ({ params, body, user }) => configuration.save(user, params.id, body));
  addRoute(app, configurationApi.bwJournal, async ({ params, body, user }) =>
    configuration.bwJournal(user, params.id, body.journal, body.list),
  );
  addRoute(app, configurationApi.activeAuthor, async ({ params, body, user }) =>
    configuration.activeAuthor(user, params.id, { id: body.id, name: body.name }, body.active),
  );
  addRoute(app, configurationApi.lexeme, async ({ params, user, reply }) => {
    const { fileName, content } = await configuration.lexemeFile(user, params.id);
    return reply.header('content-disposition', attachmentHeader(fileName)).type('text/csv; charset=utf-8').send(content) as never;
  });
}
