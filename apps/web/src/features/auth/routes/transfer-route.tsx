import { useEffect, useRef } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useApi } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { transfer } from '../api/transfer';
import { useCompleteSignIn } from '../api/use-complete-sign-in';
import { redirectTarget } from '../utils/redirect';
import { AFTER_LINK_SIGN_IN, loginPath, VERIFYING_TITLE } from '../utils/sign-in-links';
import { VerifyingLogin } from '../components/verifying-login';
import '../auth.css';

/**
 * /login/transfer/:autologinToken (public): a signed-in session handed over to this browser with a
 * one-time token. Any failure goes to the login page (account-area §8 "A transfer failure redirects").
 */
export function TransferRoute() {
  useDocumentTitle(VERIFYING_TITLE);
  const { autologinToken = '' } = useParams();
  const [searchParams] = useSearchParams();
  const redirect = searchParams.get('redirect');
  const { client } = useApi();
  const completeSignIn = useCompleteSignIn();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    // Once per page: the token works once.
    if (started.current) return;
    started.current = true;
    void (async () => {
      const result = await transfer(client, autologinToken).catch(() => null);
      if (!result) {
        await navigate(loginPath(redirect), { replace: true });
        return;
      }
      await completeSignIn(result, redirectTarget(redirect, window.location.origin, AFTER_LINK_SIGN_IN));
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the token is tried once, on arrival
  }, []);

  return <VerifyingLogin />;
}
