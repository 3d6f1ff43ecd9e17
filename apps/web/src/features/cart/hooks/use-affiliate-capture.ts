import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { acceptStoredValue } from '@fairdraw/domain';
import { saveAffiliateCode } from '../../../lib/cart-session';
import { useCookies } from '../../../lib/cookies';

/** Keeps `?aff=` of any page in a 14-day cookie; it goes with the next item added to the cart. */
export function useAffiliateCapture(): void {
  const { search } = useLocation();
  const cookies = useCookies();
  useEffect(() => {
    const code = acceptStoredValue(new URLSearchParams(search).get('aff'));
    if (code !== null) saveAffiliateCode(cookies, code);
  }, [search, cookies]);
}
