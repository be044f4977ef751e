/**
 * The file formats a Local documents investigation reads, named as their users know them: the one wording of the
 * upload form, the endpoint's summary and the message that refuses a file of another kind.
 */
export const LOCAL_FILE_FORMATS =
  'RIS, BibTeX, CSL-JSON, OpenAlex JSON, MEDLINE/PubMed (.nbib), PubMed XML, Web of Science (plain text and ' +
  'tab-delimited), Scopus/IEEE/Springer/Embase/Dimensions CSV, ASReview CSV/TSV/Excel, EndNote XML and EndNote ' +
  'tagged (.enw)';

/** Why an upload is refused at once, or a stored file read as none of the formats. */
export const NOT_A_LOCAL_FILE = `the file is none of the formats read: ${LOCAL_FILE_FORMATS}`;

/** The file name endings the upload form offers; the format itself is read from the content. */
export const LOCAL_FILE_EXTENSIONS = [
  '.ris',
  '.bib',
  '.json',
  '.jsonl',
  '.nbib',
  '.txt',
  '.ciw',
  '.xml',
  '.enw',
  '.csv',
  '.tsv',
  '.xlsx',
] as const;

/** The most files one upload request carries; more are refused with TOO_MANY_FILES, nothing of the request kept. */
export const MAX_UPLOAD_FILES = 20;

export const TOO_MANY_FILES =
  `At most ${MAX_UPLOAD_FILES} files per upload: send the first ${MAX_UPLOAD_FILES}, then the others with ` +
  `Add files… in the investigation's Settings menu`;

/** Why files cannot be added to an investigation (Quarry's own call: the spec names none). */
export const addedFilesMessages = {
  notLocalDocuments: 'Files can be added to a Local documents investigation only',
  harvestRunning: 'A harvest of this investigation is running: add the files once it has finished',
  noFile: 'Please choose at least one file',
} as const;
