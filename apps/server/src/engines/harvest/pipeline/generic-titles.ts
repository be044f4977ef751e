/**
 * Titles that name a kind of item rather than a work: every journal prints a "Preface", an "Erratum", a "Publisher's
 * Note" each year, so two records with such a title are the same work only when something else says so. Kept as
 * compact titles (folded, letters and digits run together); a year or number after one ("Reviewer list for 2005")
 * keeps it generic, and then must be equal too.
 */
const GENERIC = new Set(
  `
preface foreword introduction editorial editorials guesteditorial editorialpolicy editorialboard editorsnote
editorsintroduction editorialcomment publishersnote publishersnotice obituary obituaries inmemoriam erratum errata
corrigendum corrigenda correction corrections retraction retractionnotice noticeofretraction expressionofconcern
reply authorsreply replytocomment response authorsresponse comment comments commentary discussion letter letters
lettertotheeditor letterstotheeditor correspondence acknowledgement acknowledgements acknowledgment acknowledgments
acknowledgementtoreviewers acknowledgementstoreviewers acknowledgmenttoreviewers acknowledgmentstoreviewers
acknowledgementofreviewers thankstoreviewers thankyoutoourreviewers reviewers reviewerlist reviewerlistfor
listofreviewers contents tableofcontents index authorindex subjectindex keywordindex bookreview bookreviews
booksreceived newsandviews news announcement announcements calendar calendarofevents conferencesandcourses
meetings forthcomingmeetings abstracts frontmatter backmatter masthead issueinformation coverimage covercaption
conclusion conclusions concludingremarks summary overview notesoncontributors contributors instructionsforauthors
informationforauthors guideforauthors editorialboardandcontents fullissue untitled notitle
`
    .split(/\s+/)
    .filter(Boolean),
);

/** Whether a compact title (see work-signature.ts) is generic: one of the list, with or without a number. */
export function isGenericTitle(compact: string): boolean {
  return compact.length === 0 || GENERIC.has(compact) || GENERIC.has(compact.replace(/\d+/g, ''));
}
