import { CenteredPanel } from '../../components/layout';
import { authLabel, SignUpForm } from '../../features/auth';

/** /sign-up. */
export function SignUpPage() {
  return (
    <CenteredPanel title={authLabel.signUp}>
      <SignUpForm />
    </CenteredPanel>
  );
}
