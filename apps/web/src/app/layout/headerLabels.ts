/** The application header's menus (doc 1 §2). */
export const headerLabel = {
  help: 'Help',
  userGuide: 'User Guide',
  videoTutorials: 'Video Tutorials',
  hebrewTutorials: 'Hebrew Tutorials',
  about: 'About Quarry',
  aboutVersion: (version: string) => `Version ${version}`,
  aboutSupport: 'Questions and problems:',
  close: 'Close',
} as const;
