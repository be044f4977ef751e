import { CenteredPanel } from '../../components/layout';
import { authLabel, SignInForm } from '../../features/auth';
import { screenTitle, useDocumentTitle } from '../../lib/useDocumentTitle';

/** /sign-in (route name sign-in). */
export function SignInPage() {
  useDocumentTitle(screenTitle.signIn);
  return (
    <CenteredPanel title={authLabel.signIn}>
      <SignInForm />
    </CenteredPanel>
  );
}
