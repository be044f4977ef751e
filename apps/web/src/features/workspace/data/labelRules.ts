import { specialLabels } from '@quarry/contract';

/** One label call: add or remove one label on one document. */
export interface LabelOp {
  kind: 'add' | 'remove';
  label: string;
}

/** Label matching is case-insensitive (doc 2 §4). */
export const sameLabel = (a: string, b: string): boolean => a.toLowerCase() === b.toLowerCase();
const find = (labels: readonly string[], label: string) => labels.find((known) => sameLabel(known, label));
export const hasLabel = (labels: readonly string[], label: string): boolean => find(labels, label) !== undefined;

const removal = (labels: readonly string[], label: string): LabelOp[] => {
  const stored = find(labels, label);
  return stored === undefined ? [] : [{ kind: 'remove', label: stored }];
};

/**
 * Adding a label: trimmed and ignored when empty or already there. Mine and Not Mine exclude each other, and
 * accepted removes fix (doc 2 §4).
 */
export function addLabelOps(labels: readonly string[], raw: string): LabelOp[] {
  const label = raw.trim();
  if (!label || hasLabel(labels, label)) return [];
  const ops: LabelOp[] = [{ kind: 'add', label }];
  if (sameLabel(label, specialLabels.mine)) ops.push(...removal(labels, specialLabels.notMine));
  if (sameLabel(label, specialLabels.notMine)) ops.push(...removal(labels, specialLabels.mine));
  if (sameLabel(label, specialLabels.accepted)) ops.push(...removal(labels, specialLabels.fix));
  return ops;
}

export const removeLabelOps = (labels: readonly string[], label: string): LabelOp[] => removal(labels, label);

/** A toggle (Mine, Not Mine, fix, accepted): choosing it again removes it. */
export const toggleLabelOps = (labels: readonly string[], label: string): LabelOp[] =>
  hasLabel(labels, label) ? removal(labels, label) : addLabelOps(labels, label);

/** Mine / Not Mine are hidden when the document has a Found in CV label. */
export const showsOwnership = (labels: readonly string[]): boolean => !hasLabel(labels, specialLabels.foundInCv);

export function applyLabelOp(labels: readonly string[], op: LabelOp): string[] {
  if (op.kind === 'add') return hasLabel(labels, op.label) ? [...labels] : [...labels, op.label];
  return labels.filter((known) => !sameLabel(known, op.label));
}

/** Undoes a failed label call (a removed fix is put back). */
export const revertLabelOp = (labels: readonly string[], op: LabelOp): string[] =>
  applyLabelOp(labels, { kind: op.kind === 'add' ? 'remove' : 'add', label: op.label });
