import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TwoFactorSettings } from '@fairdraw/contracts';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useToasts } from '../../../components/ui/toast';
import { CUSTOMER_QUERY_KEY, useCustomer } from '../../../lib/api/get-customer';
import { resetCart } from '../../../lib/cart-session';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSessionStore } from '../../../lib/session';
import { AuthenticatorSetup } from '../components/authenticator-setup';
import { DisableTwoFactorForm } from '../components/disable-two-factor-form';
import { EmailCodesSetup } from '../components/email-codes-setup';
import { useTwoFactorSettings } from '../api/get-two-factor-settings';
import { useLogoutEverywhere } from '../api/logout-everywhere';
import '../security.css';

type Step = 'overview' | 'authenticator' | 'email' | 'disable';

export const SIGNED_OUT_EVERYWHERE_MESSAGE = 'You are signed out on every device.';

export function twoFactorStatusText(settings: TwoFactorSettings): string {
  if (!settings.enabled) return 'Off. Add a second step to signing in to keep your account safe.';
  return settings.method === 'authenticator'
    ? 'On: you sign in with a code from your authenticator app.'
    : 'On: we e-mail you a code each time you sign in.';
}

function TwoFactorSection({ email }: { email: string }) {
  const settings = useTwoFactorSettings();
  const [step, setStep] = useState<Step>('overview');
  const back = () => setStep('overview');

  if (settings.isPending) return <ListSkeleton label="Loading two-factor sign-in" count={1} />;
  if (settings.isError)
    return (
      <ErrorState
        message="We could not load your sign-in settings."
        onRetry={() => void settings.refetch()}
      />
    );
  if (step === 'authenticator') return <AuthenticatorSetup onDone={back} onCancel={back} />;
  if (step === 'email') return <EmailCodesSetup email={email} onDone={back} onCancel={back} />;
  if (step === 'disable')
    return <DisableTwoFactorForm method={settings.data.method} email={email} onDone={back} onCancel={back} />;

  const { enabled, method, availableMethods, locked } = settings.data;
  return (
    <>
      <p data-testid="two-factor-status">{twoFactorStatusText(settings.data)}</p>
      {locked ? (
        <div className="form-alert" role="alert">
          <strong>Account locked</strong>
          <p>Too many incorrect codes were entered. Please contact support to unlock two-factor sign-in.</p>
        </div>
      ) : null}
      <div className="security-actions">
        {availableMethods.includes('authenticator') && method !== 'authenticator' ? (
          <button type="button" className="button" onClick={() => setStep('authenticator')}>
            {enabled ? 'Use an authenticator app instead' : 'Set up an authenticator app'}
          </button>
        ) : null}
        {availableMethods.includes('email') && method !== 'email' ? (
          <button type="button" className="button button-secondary" onClick={() => setStep('email')}>
            {enabled ? 'Use e-mailed codes instead' : 'Use codes sent by e-mail'}
          </button>
        ) : null}
        {enabled ? (
          <button type="button" className="button button-secondary" onClick={() => setStep('disable')}>
            Turn off two-factor sign-in
          </button>
        ) : null}
      </div>
    </>
  );
}

function SignOutEverywhere() {
  const logoutEverywhere = useLogoutEverywhere();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toasts = useToasts();
  async function signOut() {
    await logoutEverywhere.mutateAsync();
    session.clear();
    queryClient.removeQueries({ queryKey: CUSTOMER_QUERY_KEY });
    resetCart(queryClient);
    await navigate('/login', { replace: true });
    toasts.show({ message: SIGNED_OUT_EVERYWHERE_MESSAGE });
  }
  return (
    <>
      <p>Signed in on a computer or phone you no longer use? End every session, this one included.</p>
      {logoutEverywhere.isError ? (
        <p className="field-error" role="alert">
          We could not sign you out everywhere. Please try again.
        </p>
      ) : null}
      <button
        type="button"
        className="button button-secondary"
        disabled={logoutEverywhere.isPending}
        onClick={() => void signOut().catch(() => undefined)}
      >
        {logoutEverywhere.isPending ? 'Signing out…' : 'Sign out everywhere'}
      </button>
    </>
  );
}

/** /my-account/login-and-security (account-area §2): password, two-factor sign-in and sessions. */
export function LoginAndSecurityRoute() {
  useDocumentTitle('Login and security');
  const customer = useCustomer();
  return (
    <div className="security-page">
      <h1>Login and security</h1>
      <section className="security-card" aria-labelledby="security-password">
        <h2 id="security-password">Password</h2>
        <p>Change the password you sign in with. Your other devices will be signed out.</p>
        <Link className="button button-secondary" to="/change-Password">
          Change password
        </Link>
      </section>
      <section className="security-card" aria-labelledby="security-two-factor">
        <h2 id="security-two-factor">Two-factor sign-in</h2>
        <TwoFactorSection email={customer.data?.email ?? 'your e-mail address'} />
      </section>
      <section className="security-card" aria-labelledby="security-sessions">
        <h2 id="security-sessions">Your sessions</h2>
        <SignOutEverywhere />
      </section>
    </div>
  );
}
