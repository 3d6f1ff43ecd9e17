import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { CUSTOMER_QUERY_KEY } from '../../../lib/api/get-customer';
import { resetCart } from '../../../lib/cart-session';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession, useSessionStore } from '../../../lib/session';
import { ResetPasswordForm } from '../components/reset-password-form';
import '../auth.css';

type Status = 'form' | 'done' | 'link-invalid';

const TITLES: Record<Status, string> = {
  form: 'Choose a new password',
  done: 'Your password has been changed',
  'link-invalid': 'This link is no longer valid',
};

/**
 * /reset-password/:token (public): the page the e-mailed reset link opens. A new password ends every
 * session of the account, this browser's included.
 */
export function ResetPasswordRoute() {
  const { token = '' } = useParams();
  const [status, setStatus] = useState<Status>('form');
  useDocumentTitle(TITLES[status]);
  const heading = useRef<HTMLHeadingElement>(null);
  const { isAuthenticated } = useSession();
  const session = useSessionStore();
  const queryClient = useQueryClient();

  // The heading changes with the outcome: move the focus there so it is what is read out next.
  useEffect(() => {
    if (status !== 'form') heading.current?.focus();
  }, [status]);

  function onReset() {
    // The server has signed this browser out too: forget its session rather than wait for a 401.
    if (isAuthenticated) {
      session.clear();
      queryClient.removeQueries({ queryKey: CUSTOMER_QUERY_KEY });
      resetCart(queryClient);
    }
    setStatus('done');
  }

  return (
    <div className="auth-page">
      <h1 ref={heading} tabIndex={-1}>
        {TITLES[status]}
      </h1>
      {status === 'form' ? (
        <ResetPasswordForm token={token} onReset={onReset} onLinkInvalid={() => setStatus('link-invalid')} />
      ) : status === 'done' ? (
        <div className="auth-notice" role="status">
          <p>
            Your new password is saved. For your security we have signed you out everywhere, on every device.
            Log in again with your new password.
          </p>
          <p className="auth-actions">
            <Link className="button" to="/login">
              Log in
            </Link>
          </p>
        </div>
      ) : (
        <div className="auth-notice" role="alert">
          <p>
            Password reset links work once, within an hour. This one has been used or has expired. Ask for a
            new one and use the latest e-mail we send.
          </p>
          <p className="auth-actions">
            <Link className="button" to="/forgot-password">
              Get a new link
            </Link>
          </p>
        </div>
      )}
    </div>
  );
}
