import { useDocumentTitle } from '../../../lib/document-title';
import { LoginForm } from '../components/login-form';
import '../auth.css';

/** Checkout steps (shop-core §4): login is step 2 of 3, before choosing a payment method. */
export const CHECKOUT_LOGIN_STEP = 2;
export const CHECKOUT_STEP_COUNT = 3;

export function CheckoutLoginRoute() {
  useDocumentTitle('Log in to check out');
  return (
    <div className="auth-page">
      <p className="checkout-step">
        Step {CHECKOUT_LOGIN_STEP} of {CHECKOUT_STEP_COUNT}
      </p>
      <h1>Log in to check out</h1>
      <LoginForm registerHref="/register?redirect=%2Fcart" successTarget={() => '/cart'} />
    </div>
  );
}
