import { CheckoutStepper } from '../../../components/ui/stepper';
import { useDocumentTitle } from '../../../lib/document-title';
import { LoginForm } from '../components/login-form';
import '../auth.css';

/** Logging in to buy the cart: the checkout's "login" step, then back to the cart to pay. */
export function CheckoutLoginRoute() {
  useDocumentTitle('Log in to check out');
  return (
    <div className="auth-page">
      <CheckoutStepper step="login" />
      <h1>Log in to check out</h1>
      <LoginForm registerHref="/register?redirect=%2Fcart" successTarget={() => '/cart'} />
    </div>
  );
}
