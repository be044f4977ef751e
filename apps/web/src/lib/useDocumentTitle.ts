import { useEffect } from 'react';

const appName = 'Quarry';

/** The screen names in the browser's tab (the workspace shows its investigation's title instead). */
export const screenTitle = {
  signIn: 'Sign In',
  signUp: 'Sign Up',
  reset: 'Reset Password',
  newPassword: 'Set a New Password',
  register: 'Complete Sign Up',
  investigations: 'Investigations',
  createInvestigation: 'New Investigation',
  investigation: 'Investigation',
  adminMerge: 'Admin Merge',
  adminClusterReport: 'Cluster Report',
  notFound: 'Page Not Found',
  error: 'Error',
} as const;

/** "<screen> · Quarry"; just the app's name when the screen has none (a blank investigation title). */
export const documentTitle = (screen: string): string => {
  const name = screen.trim();
  return name ? `${name} · ${appName}` : appName;
};

/** Sets the browser tab's title for the page on screen, and again whenever `screen` changes. */
export function useDocumentTitle(screen: string): void {
  useEffect(() => {
    document.title = documentTitle(screen);
  }, [screen]);
}
