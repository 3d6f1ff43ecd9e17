import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useApi } from '../../../lib/api-client';
import { CUSTOMER_QUERY_KEY } from '../../../lib/api/get-customer';
import { resetCart } from '../../../lib/cart-session';
import { useSessionStore } from '../../../lib/session';
import { logout } from '../api/logout';

/** GET /logout, forget the customer, go home (shop-core §4 "Logout"). */
export function LogoutRoute() {
  const { client } = useApi();
  const session = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      // The server answers 200 even when nobody is signed in; a network failure still signs out here.
      await logout(client).catch(() => undefined);
      session.clear();
      queryClient.removeQueries({ queryKey: CUSTOMER_QUERY_KEY });
      resetCart(queryClient);
      await navigate('/', { replace: true });
    })();
  }, [client, session, queryClient, navigate]);

  return (
    <div className="auth-page" role="status">
      <p>Signing you out…</p>
    </div>
  );
}
