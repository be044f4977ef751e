/** Who calls in the access-matrix test, what it sets up for them, and the shape of a row (access-matrix.rows.ts). */
export type Caller = 'anonymous' | 'stranger' | 'owner' | 'admin' | 'omnisol' | 'reviewer' | 'viewer';

export interface AccessFixture {
  /** A Topic investigation of the owner's, with documents, authors, labels and a dictionary. */
  investigationId: number;
  documentId: number;
  personId: number;
  /** That person's name as stored (saving it unchanged is every worker's to do). */
  personName: string;
  lexemeId: number;
  /** Two new persons of the investigation (each call others), for the merge that uses them up. */
  personsToMerge(): Promise<number[]>;
  /** A person of the investigation that another was merged into (each call another), for the undo. */
  mergedPerson(): Promise<number>;
  /** A PNG image, and where a local web server serves it (the matrix's server may fetch from this machine). */
  png: Buffer;
  imageUrl: string;
  /** An image uploaded for the fixture's person, which shows it. */
  imageId: number;
  /** A Person investigation of the owner's ("Ada Lovelace"), with persons, for the Disambiguate tab's calls. */
  personInvestigationId: number;
  /** A person of that investigation. */
  personInvestigationPersonId: number;
  /** Two new organizations mentioned by the fixture's document (each call others), for the entity merge that uses them up. */
  entitiesToMerge(): Promise<string[]>;
  /** An edit of the fixture's document's volume (each call another), for the undo that uses it up. */
  documentEdit(): Promise<void>;
  /** A record merged into the fixture's document (each call another), for the split that uses it up. */
  mergedRecord(): Promise<number>;
  /** A finished harvest of the fixture's investigation (each call another), for the undo that uses it up. */
  finishedHarvest(): Promise<number>;
  /** A Local documents investigation of the owner's whose harvest is over (each call another), for adding files. */
  localDocumentsInvestigation(): Promise<number>;
  /** Another investigation of the owner's, for calls that use theirs up (delete). */
  freshInvestigation(): Promise<number>;
  uniqueEmail(prefix?: string): string;
  /** A new account's credentials. */
  newAccount(): Promise<{ email: string; password: string }>;
  /** A record of the fixture's investigation two new reviewers decided differently (each call another): its id. */
  conflict(): Promise<number>;
  /** An address without an account the owner invited to the fixture's investigation (each call another). */
  newInvitation(): Promise<string>;
  /** A new account the owner shares the fixture's investigation with (each call another): its user id. */
  newMember(): Promise<number>;
  /** A new insight of the owner's in the Default Section (each call another). */
  observation(): Promise<number>;
  /** A new report section of the owner's (each call another). */
  section(): Promise<number>;
  /** The report's sections and the Default Section's insights, in their order now. */
  reportOrder(): Promise<{ sectionIds: number[]; defaultInsightIds: number[] }>;
  /** A screening decision of the caller's on the fixture's document, for the undo that takes it back. */
  screeningDecision(caller: Caller): Promise<void>;
  /** A finished Word export of the report (a large report's job and its file). */
  reportExport(): Promise<number>;
  /** A full-text file stored for the fixture's document. */
  fullText(): Promise<void>;
  /** The owner adds a term / a term group to the investigation (for the calls that change one). */
  addTerm(term: string): Promise<void>;
  newGroupId(name: string): Promise<number>;
  defaultGroupId(): Promise<number>;
}

interface AccessRequest {
  url?: string;
  body?: unknown;
  multipart?: { fields: Record<string, string>; files: Array<{ fileName: string; content: string | Buffer }> };
}

export interface AccessRow {
  request(fixture: AccessFixture, caller: Caller): AccessRequest | Promise<AccessRequest>;
  /** The success status (default 200). */
  status?: number;
  /** Where a rule other than access decides the answer for some callers (named in a comment on the row). */
  allowed?: Partial<Record<Caller, number>>;
  /** The call changes the client's session (signs in or out): the test restores it after each caller. */
  changesSession?: true;
}
