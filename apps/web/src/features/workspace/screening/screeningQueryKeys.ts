/** The Screen tab's queries: its record, progress and Maybe list, and under them the team's. */
export const screeningKey = (id: number) => ['workspace', id, 'screening'] as const;
/** Under the Screen tab's key, so a decision there refreshes the team's progress and conflicts too. */
export const teamKey = (id: number) => [...screeningKey(id), 'team'] as const;
