import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { SignupForm } from '../components/signup-form';
import { redirectTarget } from '../utils/redirect';
import '../auth.css';

export function RegisterRoute() {
  useDocumentTitle('Create an account');
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  return (
    <div className="auth-page">
      <h1>Create an account</h1>
      <SignupForm
        loginHref={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}
        successTarget={() => redirectTarget(redirect, window.location.origin)}
      />
    </div>
  );
}
