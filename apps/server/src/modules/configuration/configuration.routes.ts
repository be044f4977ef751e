import { configurationApi } from '@quarry/contract';
import type { FastifyInstance } from 'fastify';
import { addRoute, noContent } from '../../http/route.js';
import type { ConfigurationService } from './configuration.service.js';
import { attachmentHeader } from '../../http/downloads.js';

/** The configuration calls of doc 2 §7 and GET /api/lexeme/{id}. */
export function registerConfigurationRoutes(app: FastifyInstance, configuration: ConfigurationService): void {
  addRoute(app, configurationApi.get, async ({ investigation }) => configuration.get(investigation));
  // Doc 2 §7: the answer is an error message or nothing.
  addRoute(app, configurationApi.save, async ({ investigation, body, user, reply }) => {
    await configuration.save(user, investigation, body);
    return noContent(reply);
  });
  addRoute(app, configurationApi.bwJournal, async ({ investigation, body, user }) =>
    configuration.bwJournal(user, investigation, body.journal, body.list),
  );
  addRoute(app, configurationApi.activeAuthor, async ({ investigation, body, user }) =>
    configuration.activeAuthor(user, investigation, { id: body.id, name: body.name }, body.active),
  );
  // A dictionary's path names the dictionary: its investigation is the one the policy is asked about.
  const lexemeInvestigation = async (params: Record<string, string>) =>
    /^\d{1,15}$/.test(params.id ?? '') ? configuration.investigationOfLexeme(Number(params.id)) : undefined;
  addRoute(
    app,
    configurationApi.lexeme,
    async ({ params, reply }) => {
      const { fileName, content } = await configuration.lexemeFile(params.id);
      return reply
        .header('content-disposition', attachmentHeader(fileName))
        .type('text/csv; charset=utf-8')
        .send(content) as never;
    },
    { locateInvestigation: lexemeInvestigation },
  );
}
