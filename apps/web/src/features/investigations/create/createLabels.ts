import { investigationsText, LOCAL_FILE_EXTENSIONS, LOCAL_FILE_FORMATS } from '@quarry/contract';

/** Labels of the create screen (doc 1 §2: the button reads Next, and Working... while submitting). */
export const createLabel = {
  back: 'Back',
  next: investigationsText.next,
  working: investigationsText.working,
  unavailable: 'This type of investigation cannot be created here.',
  chooseType: 'Choose the kind of investigation to create from the list.',
  title: 'Title',
  files: 'Files',
  filesDescription: `${LOCAL_FILE_FORMATS}; one or more`,
  filesPlaceholder: 'Choose files',
  titleRequired: 'Please enter a title',
  filesRequired: 'Please choose at least one file',
  recordErrorsTitle: 'Some files were not imported',
  continue: 'Continue',
} as const;

/** File types of a Local documents investigation. */
export const LOCAL_DOCUMENT_EXTENSIONS = LOCAL_FILE_EXTENSIONS.join(',');
