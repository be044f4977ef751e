/** Texts of screening as a team (issue 27; the spec has none). */
export const teamText = {
  title: 'Team',
  blindLabel: 'Blind screening',
  blindHelp: "Reviewers don't see each other's decisions; records get their vote when you lift blinding.",
  percentLabel: 'Screened by two reviewers',
  percentHelp: 'Share of records two reviewers screen while blind',
  progressTitle: 'Reviewers',
  progressCaption: "Each reviewer's progress",
  columns: {
    reviewer: 'Reviewer',
    screened: 'Screened',
    relevant: 'Relevant',
    irrelevant: 'Irrelevant',
    maybe: 'Maybe',
  },
  /** What the narrow side column shows of the longer headers (the full word is their name and tooltip). */
  shortColumns: { relevant: 'Rel.', irrelevant: 'Irr.' } as Partial<Record<string, string>>,
  hiddenWhileBlind: 'hidden while blind',
  noReviewers: 'No one has screened yet.',
  loadingProgress: "Loading the reviewers' progress",
  conflictsTitle: (count: number) => `Conflicts (${count})`,
  noConflicts: 'No conflicts',
  loadingConflicts: 'Loading the conflicts',
  resolveGroup: (title: string) => `Resolve “${title}”`,
  resolveAs: (decision: string, title: string) => `Resolve “${title}” as ${decision}`,
  agreementTitle: 'Agreement',
  kappa: (kappa: number | null) => `Cohen's κ = ${formatKappa(kappa)}`,
  pair: (a: string, b: string, records: number, agreed: number, kappa: number | null) =>
    `${a} & ${b}: ${records} records, ${agreed} agreed, κ = ${formatKappa(kappa)}`,
  blindBadge: 'Blind: your decisions are yours until the owner lifts blinding',
  untitled: 'Untitled record',
};

/** Kappa with two decimals; "—" where it is undefined (no common records, or no variation). */
export const formatKappa = (kappa: number | null): string => (kappa === null ? '—' : kappa.toFixed(2));
