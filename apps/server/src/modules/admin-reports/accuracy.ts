import type { ClusterStats } from '@quarry/contract';

/** What one investigation's main cluster and its CV have in common, counted. */
export interface AccuracyCounts {
  /** The CV's titles (found in the investigation or not). */
  cvTitles: number;
  /** The CV's titles found in the main cluster. */
  inMainCluster: number;
  /** The main cluster's documents. */
  mainClusterSize: number;
  /** The main cluster's documents the CV lists. */
  mainClusterInCv: number;
}

export interface Accuracy {
  precision: number;
  recall: number;
  f1: number;
}

/** The counts from a cluster report's two statistics tables (articles and patents), the main cluster being its matching one. */
export function accuracyCounts(cvTitles: number, tables: readonly ClusterStats[]): AccuracyCounts {
  const sum = (count: (stats: ClusterStats) => number) => tables.reduce((total, stats) => total + count(stats), 0);
  const mainClusterSize = sum((stats) => stats.allTitlesInMainCluster.count);
  return {
    cvTitles,
    inMainCluster: sum((stats) => stats.cvTitlesInMainCluster.count),
    mainClusterSize,
    mainClusterInCv: mainClusterSize - sum((stats) => stats.mainClusterTitlesNotInCV.count),
  };
}

/** Precision (the main cluster's documents the CV lists), recall (the CV's titles in the main cluster) and their F1; 0 for nothing to divide. */
export function accuracyOf(counts: AccuracyCounts): Accuracy {
  const precision = counts.mainClusterSize > 0 ? counts.mainClusterInCv / counts.mainClusterSize : 0;
  const recall = counts.cvTitles > 0 ? counts.inMainCluster / counts.cvTitles : 0;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}

/** Micro-averaged: every investigation's counts added up, then one precision, recall and F1. */
export function microAverage(all: readonly AccuracyCounts[]): Accuracy {
  const sum = (count: (counts: AccuracyCounts) => number) => all.reduce((total, counts) => total + count(counts), 0);
  return accuracyOf({
    cvTitles: sum((counts) => counts.cvTitles),
    inMainCluster: sum((counts) => counts.inMainCluster),
    mainClusterSize: sum((counts) => counts.mainClusterSize),
    mainClusterInCv: sum((counts) => counts.mainClusterInCv),
  });
}

/** The investigation id a CV's file name starts with ("123.pdf", "123-cv.docx"), or undefined. */
export function investigationIdOfFileName(fileName: string): number | undefined {
  const match = /^(\d{1,15})(?!\d)/.exec(fileName);
  const id = match ? Number(match[1]) : 0;
  return id > 0 ? id : undefined;
}
