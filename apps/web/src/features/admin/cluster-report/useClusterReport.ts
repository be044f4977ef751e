import {
  clusterReportMessages,
  nextMergeGroupSelection,
  type ClusterReport,
  type MergeGroupSelection,
} from '@quarry/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { failureText, generateClusterReport, loadClusterReport } from './clusterReportCalls';
import { mainClusterOf } from './clusterReportView';

/**
 * The cluster report page's state: what the report is made from (CV, DOI list), the report on screen (generated, or
 * loaded by its S3 Path), the admin's marks on it (Merge Group Selection, the picked main cluster) and its display
 * switches. A new report starts with no marks.
 */
export function useClusterReport(investigationId: number) {
  const [report, setReport] = useState<ClusterReport | null>(null);
  const [cvFile, setCvFile] = useState<File | null>(null);
  const [doiList, setDoiList] = useState('');
  const [fileKey, setFileKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pickedMainCluster, setPickedMainCluster] = useState<number | null>(null);
  const [selections, setSelections] = useState<Record<number, MergeGroupSelection>>({});
  const [showClusterId, setShowClusterId] = useState(false);
  const [showMergeScores, setShowMergeScores] = useState(false);

  const show = (next: ClusterReport) => {
    setReport(next);
    setFileKey(next.fileKey);
    setError(null);
    setPickedMainCluster(null);
    setSelections({});
  };
  const generate = useMutation({ mutationFn: generateClusterReport, onSuccess: show });
  const load = useMutation({ mutationFn: loadClusterReport, onSuccess: show });
  const busy = generate.isPending || load.isPending;

  /** Generates the report; answers the failure's text (null when it worked, or when it was shown globally). */
  const generateWith = async (cv: File | null): Promise<string | null> => {
    if (busy) return null;
    if (!cv && !doiList.trim()) return clusterReportMessages.nothingToMatch;
    try {
      await generate.mutateAsync({ investigationId, doiList, cvFile: cv });
      return null;
    } catch (failure) {
      return failureText(failure);
    }
  };

  return {
    report,
    cvFile,
    doiList,
    setDoiList,
    fileKey,
    setFileKey,
    error,
    generating: generate.isPending,
    loading: load.isPending,
    /** Upload CV: the chosen CV is kept for the next Generate Report, and the report is made with it at once. */
    uploadCv: async (file: File) => {
      const refusal = await generateWith(file);
      if (!refusal) setCvFile(file);
      return refusal;
    },
    removeCv: () => setCvFile(null),
    generateReport: async () => setError(await generateWith(cvFile)),
    loadReport: async () => {
      const key = fileKey.trim();
      if (busy || !key) return;
      try {
        await load.mutateAsync(key);
      } catch (failure) {
        setError(failureText(failure));
      }
    },
    mainCluster: mainClusterOf(report, pickedMainCluster),
    mainClusterPicked: pickedMainCluster !== null,
    pickMainCluster: setPickedMainCluster,
    selections,
    cycleSelection: (documentId: number) =>
      setSelections((current) => ({
        ...current,
        [documentId]: nextMergeGroupSelection(current[documentId] ?? 'None'),
      })),
    showClusterId,
    setShowClusterId,
    showMergeScores,
    toggleMergeScores: () => setShowMergeScores((shown) => !shown),
  };
}

export type ClusterReportState = ReturnType<typeof useClusterReport>;
