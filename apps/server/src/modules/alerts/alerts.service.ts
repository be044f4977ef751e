import { randomBytes } from 'node:crypto';
import type { WorkspaceDocument } from '@quarry/contract';
import type { Database } from '../../db/database.js';
import type { JobHandler, JobRunner } from '../../jobs/job-runner.js';
import type { Mailer } from '../../mail/mailer.js';
import { alertText, digestText } from './alert-digest.js';
import { alertState, alreadyAlerted, investigationOfToken, recordCheck } from './alerts.repository.js';

export const ALERT_JOB = 'alert-check';
/** A digest lists at most this many documents (the most relevant). */
export const MAX_DIGEST_DOCUMENTS = 50;

export interface AlertPorts {
  target(
    investigationId: number,
  ): Promise<{ title: string; alertsEnabled: boolean; ownerEmail: string; ownerNickname: string } | undefined>;
  alertsOff(investigationId: number): Promise<void>;
  /** The harvest job's handler: a check runs the investigation's harvest again as one of its own steps. */
  harvest: JobHandler;
  newestDocumentId(investigationId: number): Promise<number>;
  /** The relevant documents newer than a document id, most relevant first, with the terms they contain. */
  candidates(investigationId: number, sinceDocumentId: number): Promise<Array<{ documentId: number; terms: string[] }>>;
  documents(investigationId: number, ids: number[]): Promise<WorkspaceDocument[]>;
  /** The investigation's address in the app. */
  investigationUrl(investigationId: number): Promise<string>;
  mailer: Mailer;
  publicUrl: string;
  jobs: Pick<JobRunner, 'enqueue' | 'hasPending'>;
  intervalHours: number;
}

interface CheckProgress {
  /** The newest document before the first check's harvest (the watermark it starts from). */
  since?: number;
  harvested?: boolean;
  harvest?: Record<string, unknown>;
}

/**
 * Alerts (issue 14): every ALERTS_INTERVAL_HOURS an investigation with alerts on is harvested again, the new
 * documents it finds are scored (the learned model, or the search terms without one), and the owner gets one digest
 * of the relevant ones — never the same document twice; a failed send is retried; the digest's link turns alerts off.
 */
export function createAlerts(db: Database, ports: AlertPorts) {
  const next = (investigationId: number) =>
    ports.jobs.enqueue({
      kind: ALERT_JOB,
      investigationId,
      payload: { investigationId },
      delaySeconds: ports.intervalHours * 3600,
    });

  const check: JobHandler = async (context) => {
    const investigationId = Number(context.job.payload.investigationId);
    const target = await ports.target(investigationId);
    if (!target?.alertsEnabled) return;
    const progress = { ...(context.progress as CheckProgress) };
    if (progress.since === undefined) {
      progress.since = await ports.newestDocumentId(investigationId);
      await context.saveProgress({ ...progress });
    }
    const state = await alertState(db, investigationId, randomBytes(24).toString('base64url'), progress.since);
    if (!progress.harvested) {
      await ports.harvest({
        ...context,
        job: { ...context.job, payload: { investigationId, request: { kind: 'alert' } } },
        progress: progress.harvest ?? {},
        saveProgress: (harvest) => context.saveProgress({ ...progress, harvest }),
      });
      progress.harvested = true;
      delete progress.harvest;
      await context.saveProgress({ ...progress });
    }
    const newest = await ports.newestDocumentId(investigationId);
    const candidates = (await ports.candidates(investigationId, state.sinceDocumentId)).slice(0, MAX_DIGEST_DOCUMENTS);
    const reported = await alreadyAlerted(
      db,
      investigationId,
      candidates.map((candidate) => candidate.documentId),
    );
    const fresh = candidates.filter((candidate) => !reported.has(candidate.documentId));
    let sent = true;
    if (fresh.length > 0) {
      const documents = new Map(
        (
          await ports.documents(
            investigationId,
            fresh.map((candidate) => candidate.documentId),
          )
        ).map((document) => [document.id, document]),
      );
      const items = fresh.flatMap((candidate) => {
        const document = documents.get(candidate.documentId);
        return document ? [{ document, terms: candidate.terms }] : [];
      });
      const unsubscribeUrl = `${ports.publicUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(state.token)}`;
      try {
        await ports.mailer.send({
          to: target.ownerEmail,
          subject: alertText.subject(target.title, items.length),
          text: digestText({
            nickname: target.ownerNickname,
            title: target.title,
            investigationUrl: await ports.investigationUrl(investigationId),
            unsubscribeUrl,
            items,
          }),
          link: unsubscribeUrl,
          // RFC 8058: mail clients show their own unsubscribe button, which POSTs to the link.
          headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        });
      } catch (error) {
        // Retried with the job's back-off; on the last attempt the documents wait for the next check instead.
        if (!context.lastAttempt) throw error;
        context.log.warn({ err: error }, 'the alert digest could not be sent; its documents wait for the next check');
        sent = false;
      }
    }
    await recordCheck(
      db,
      investigationId,
      sent ? fresh.map((candidate) => candidate.documentId) : [],
      sent ? newest : state.sinceDocumentId,
    );
    if ((await ports.target(investigationId))?.alertsEnabled) await next(investigationId);
  };

  return {
    jobHandlers: { [ALERT_JOB]: check } as Record<string, JobHandler>,

    /** Alerts turned on: the first check in ALERTS_INTERVAL_HOURS, unless one is already coming. */
    async schedule(investigationId: number): Promise<void> {
      if (!(await ports.jobs.hasPending(investigationId, ALERT_JOB))) await next(investigationId);
    },

    /** The title of the investigation whose alerts a digest's link stops; undefined when the link is no longer valid. */
    async titleOfLink(token: string): Promise<string | undefined> {
      const investigationId = await investigationOfToken(db, token);
      return investigationId === undefined ? undefined : (await ports.target(investigationId))?.title;
    },

    /** The button of the digest's link (or a mail client's one-click): turns the alerts off; answers the page's text. */
    async unsubscribe(token: string): Promise<string> {
      const investigationId = await investigationOfToken(db, token);
      const target = investigationId === undefined ? undefined : await ports.target(investigationId);
      if (investigationId === undefined || !target) return alertText.unknownLink;
      await ports.alertsOff(investigationId);
      return alertText.stopped(target.title);
    },
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
