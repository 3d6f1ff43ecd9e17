import { useSearchParams } from 'react-router';
import { CheckoutStepper } from '../../../components/ui/stepper';
import { useDocumentTitle } from '../../../lib/document-title';
import { SignupForm } from '../components/signup-form';
import { isCheckoutRedirect, redirectTarget } from '../utils/redirect';
import '../auth.css';

export function RegisterRoute() {
  useDocumentTitle('Create an account');
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  return (
    <div className="auth-page">
      {/* Registering on the way to paying for the cart is the checkout's "register" step. */}
      {isCheckoutRedirect(redirect) ? <CheckoutStepper step="register" /> : null}
      <h1>Create an account</h1>
      <SignupForm
        loginHref={redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login'}
        successTarget={() => redirectTarget(redirect, window.location.origin)}
      />
    </div>
  );
}
