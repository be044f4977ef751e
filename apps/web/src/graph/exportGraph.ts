import { notifications } from '@mantine/notifications';
import { graphExportNames, type Investigation, type ParsedFilterSpec as FilterSpec } from '@quarry/contract';
import { callDownload } from '../api';
import { showFailure } from '../lib/showFailure';

export const exportGraphText = { menuItem: 'Export to GraphML', started: 'Export to GraphML started.' };

/** Downloads a graph of the current filter as GraphML (…/export-co-authors or …/export-terms). */
export async function exportGraph(
  investigation: Investigation,
  apiType: 'topic' | 'person',
  graph: 'co-authors' | 'terms',
  spec: FilterSpec,
): Promise<void> {
  notifications.show({ message: exportGraphText.started });
  const name =
    graph === 'co-authors'
      ? graphExportNames.coAuthors(investigation.title)
      : graphExportNames.terms(investigation.title);
  await callDownload(
    `/api/investigations/${apiType}/${investigation.id}/export-${graph}`,
    { spec },
    `${name}.graphml`,
  ).catch(showFailure);
}
