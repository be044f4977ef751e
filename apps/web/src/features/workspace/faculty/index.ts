export { FacultyStrip } from './FacultyStrip';
export { FilterByUrlsDialog } from './FilterByUrlsDialog';
export { UnmatchedUrls } from './UnmatchedUrls';
export { facultyText } from './facultyText';
