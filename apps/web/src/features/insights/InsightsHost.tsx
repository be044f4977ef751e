import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useAbout } from '../auth';
import { InsightOpenerContext, useWorkspace, type InsightDraft } from '../workspace';
import { useInsightCommands } from './useInsightReport';

// The rich-text editor loads when an insight is first written, not with the workspace.
const InsightDialog = lazy(() => import('./InsightDialog').then((module) => ({ default: module.InsightDialog })));

/**
 * Lets every part of the workspace add an insight (doc 3 §4: the header, a document, an author, a graph, selected
 * text): it opens the insight dialog on their draft and adds what is saved. Only where reports are on and the user
 * may work in the investigation.
 */
export function InsightsHost({ children }: { children: ReactNode }) {
  const { investigation } = useWorkspace();
  const { reportEnabled } = useAbout();
  const commands = useInsightCommands();
  const [draft, setDraft] = useState<InsightDraft | null>(null);
  const open = useCallback((next: InsightDraft) => setDraft(next), []);
  return (
    <InsightOpenerContext.Provider value={reportEnabled && investigation.can.work ? open : null}>
      {children}
      {draft && (
        <Suspense fallback={null}>
          <InsightDialog
            insight={draft}
            onClose={() => setDraft(null)}
            onSave={(result) => {
              setDraft(null);
              const input = {
                title: result.title,
                observation: result.observation,
                referencedObject: draft.referencedObject ?? null,
                referencedEntity: draft.referencedEntity ?? null,
                observationTitle: draft.observationTitle ?? null,
              };
              void commands.add(draft.type, input, result.image ?? undefined);
            }}
          />
        </Suspense>
      )}
    </InsightOpenerContext.Provider>
  );
}
