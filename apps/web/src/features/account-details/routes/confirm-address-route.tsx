import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { ListSkeleton } from '../../../components/ui/list-states';
import { useDocumentTitle } from '../../../lib/document-title';
import { useSession } from '../../../lib/session';
import { useConfirmEmailAddress } from '../api/confirm-email-address';
import '../account-details.css';

export const LINK_INVALID_MESSAGE = 'Email link no longer valid';

/**
 * /my-account/confirm-address/:token? (public): opened from the e-mailed link, it confirms the new
 * e-mail address. The token is the proof, so no sign-in is needed.
 */
export function ConfirmAddressRoute() {
  useDocumentTitle('Confirm your email address');
  const { token } = useParams();
  const { isAuthenticated } = useSession();
  const confirm = useConfirmEmailAddress();
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    confirm.mutate(token);
  }, [token, confirm]);

  return (
    <div className="account-page">
      <h1>Confirm your email address</h1>
      {!token ? (
        <p>
          Open the link in the email we sent to your new address. You can send a new link from{' '}
          <Link
            to={isAuthenticated ? '/my-account/my-details' : '/login?redirect=%2Fmy-account%2Fmy-details'}
          >
            My details
          </Link>
          .
        </p>
      ) : confirm.isSuccess ? (
        <div role="status">
          <p>Thanks, your new email address is confirmed. Use it the next time you sign in.</p>
          <Link to={isAuthenticated ? '/my-account' : '/login'}>
            {isAuthenticated ? 'My account' : 'Log in'}
          </Link>
        </div>
      ) : confirm.isError ? (
        <div role="alert">
          <p>{LINK_INVALID_MESSAGE}</p>
          <p>The link may have been used already, replaced by a newer one, or be more than 24 hours old.</p>
          <Link to="/my-account/my-details">Send a new link from My details</Link>
        </div>
      ) : (
        <ListSkeleton label="Confirming your email address" count={1} />
      )}
    </div>
  );
}
