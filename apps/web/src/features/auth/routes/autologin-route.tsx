import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '@fairdraw/client';
import { ErrorCode, twoFactorInfoSchema } from '@fairdraw/contracts';
import type { LoginResult, TwoFactorInfo } from '@fairdraw/contracts';
import { validationMessages } from '@fairdraw/domain';
import { useToasts } from '../../../components/ui/toast';
import { useApi } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDebouncer } from '../../../lib/use-debouncer';
import { autologin } from '../api/autologin';
import { useCompleteSignIn } from '../api/use-complete-sign-in';
import { TwoFactorCodeForm } from '../components/two-factor-code-form';
import { redirectTarget } from '../utils/redirect';
import { AFTER_LINK_SIGN_IN, isLinkInvalid, loginPath, VERIFYING_TITLE } from '../utils/sign-in-links';
import { VerifyingLogin } from '../components/verifying-login';
import '../auth.css';

/** account-area §4 "Two-factor": the page's states. */
type Status = 'verifying' | '2fa' | 'link-invalid';

export const LINK_INVALID_TITLE = 'Email link no longer valid';
export const AUTOLOGIN_FAILED_MESSAGE = "We couldn't log you in with that link. Please log in.";

/**
 * /login/autologin/:autologinToken (public): the e-mailed sign-in link. Signs in straight away, or
 * asks for the two-factor code first when the account has it on (account-area §2, §8).
 */
export function AutologinRoute() {
  const { autologinToken = '' } = useParams();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const { client } = useApi();
  const completeSignIn = useCompleteSignIn();
  const toasts = useToasts();
  const navigate = useNavigate();
  const debounce = useDebouncer<LoginResult>();
  const started = useRef(false);
  const [status, setStatus] = useState<Status>('verifying');
  const [twoFactorAuth, setTwoFactorAuth] = useState<TwoFactorInfo | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [locked, setLocked] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  useDocumentTitle(
    status === '2fa'
      ? 'Enter the 6 digit code'
      : status === 'link-invalid'
        ? LINK_INVALID_TITLE
        : VERIFYING_TITLE,
  );

  /** Runs the call and acts on its answer; resolves once the page shows the outcome. */
  async function attempt(call: () => Promise<LoginResult>): Promise<void> {
    let result: LoginResult;
    try {
      result = await call();
    } catch (error) {
      if (error instanceof ApiError && error.code === ErrorCode.twoFactorRequired) {
        const info = twoFactorInfoSchema.safeParse(error.details.twoFactorAuth);
        if (info.success) setTwoFactorAuth(info.data);
        setStatus('2fa');
        return;
      }
      if (error instanceof ApiError && error.code === ErrorCode.twoFactorIncorrect) {
        setCodeError(validationMessages.twoFactorIncorrect);
        setStatus('2fa');
        return;
      }
      if (error instanceof ApiError && error.code === ErrorCode.twoFactorAccountLocked) {
        setCodeError(error.errors.otp?.[0] ?? error.message);
        setLocked(true);
        setStatus('2fa');
        return;
      }
      if (isLinkInvalid(error)) {
        setStatus('link-invalid');
        return;
      }
      toasts.show({ title: 'Automatic login failed', message: AUTOLOGIN_FAILED_MESSAGE });
      await navigate(loginPath(redirect), { replace: true });
      return;
    }
    setStatus('verifying');
    await completeSignIn(result, redirectTarget(redirect, window.location.origin, AFTER_LINK_SIGN_IN));
  }

  useEffect(() => {
    // Once per page: each call with no code e-mails a fresh code to an e-mail two-factor account.
    if (started.current) return;
    started.current = true;
    void attempt(() => autologin(client, { token: autologinToken }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the link is tried once, on arrival
  }, []);

  async function submitCode(code: string) {
    setSubmitting(true);
    setCodeError(null);
    try {
      await attempt(() => debounce(() => autologin(client, { token: autologinToken, code })));
    } finally {
      setSubmitting(false);
    }
  }

  async function resend() {
    setCodeError(null);
    // Asking again without a code e-mails a new one; the answer is 2fa_required again.
    await attempt(() => debounce(() => autologin(client, { token: autologinToken })));
  }

  if (status === 'link-invalid')
    return (
      <div className="auth-page">
        <h1>{LINK_INVALID_TITLE}</h1>
        <div className="auth-notice" role="alert">
          <p>
            Sign-in links work once, within 15 minutes. This one has been used or has expired. Log in with
            your password, or ask for a new link.
          </p>
          <p className="auth-actions">
            <Link className="button" to="/login">
              Log in
            </Link>
            <Link className="button button-secondary" to="/login#sign-in-link">
              Get a new link
            </Link>
          </p>
        </div>
      </div>
    );

  if (status === '2fa')
    return (
      <div className="auth-page">
        <h1>Log in</h1>
        <TwoFactorCodeForm
          twoFactorAuth={twoFactorAuth ?? { enabled: true, method: null, identifier: null }}
          onSubmit={submitCode}
          onResend={resend}
          error={codeError}
          locked={locked}
          submitting={submitting}
        />
      </div>
    );

  return <VerifyingLogin />;
}
