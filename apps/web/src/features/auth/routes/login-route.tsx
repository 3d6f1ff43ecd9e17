import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/document-title';
import { LoginForm } from '../components/login-form';
import { SignInLinkOption } from '../components/sign-in-link-option';
import { redirectTarget } from '../utils/redirect';
import '../auth.css';

export function LoginRoute() {
  useDocumentTitle('Log in');
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  // What the login form's e-mail field holds, for the sign-in link form to start from.
  const typedEmail = useRef('');
  const registerHref = redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register';
  return (
    <div className="auth-page">
      <h1>Log in</h1>
      <LoginForm
        registerHref={registerHref}
        successTarget={() => redirectTarget(redirect, window.location.origin)}
        onEmailChange={(email) => {
          typedEmail.current = email;
        }}
      />
      <SignInLinkOption typedEmail={() => typedEmail.current} />
    </div>
  );
}
