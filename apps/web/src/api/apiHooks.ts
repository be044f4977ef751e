/** What the global response handling needs from the app; the app wires these at start-up (app/wireApi.ts). */
export interface ApiHooks {
  /** Opens the generic error dialog. */
  showErrorDialog: () => void;
  /** Forgets the signed-in user (a 401 signs the user out). */
  clearCurrentUser: () => void;
  /** Sends the user to sign-in, to come back to `returnPath` afterwards. */
  goToSignIn: (returnPath: string) => void;
  /** The current path with its search and hash. */
  currentPath: () => string;
}

const browserPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

let hooks: ApiHooks = {
  showErrorDialog: () => undefined,
  clearCurrentUser: () => undefined,
  goToSignIn: () => undefined,
  currentPath: browserPath,
};

export function configureApi(overrides: Partial<ApiHooks>): void {
  hooks = { ...hooks, ...overrides };
}

export const apiHooks = (): ApiHooks => hooks;
