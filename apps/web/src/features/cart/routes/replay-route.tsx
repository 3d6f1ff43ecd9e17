import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiError } from '@fairdraw/client';
import type { ReplaySource } from '@fairdraw/contracts';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useApi } from '../../../lib/api-client';
import { cartPathWithCampaign } from '../../../lib/campaign';
import { useDocumentTitle } from '../../../lib/document-title';
import { replayOrder } from '../api/replay-order';
import { useCartCustomerId } from '../api/get-cart';
import type { ReplayNoticeState } from '../components/replay-notice';
import { storeCart } from '../utils/cart-cache';
import '../cart.css';

/** The e-mailed link carries no source; the past-ticket page's "Play again" says where it started. */
function sourceOf(value: string | null): ReplaySource {
  return value === 'past_order_list_card_replay' ? value : 'email_replay';
}

type Outcome = { kind: 'working' } | { kind: 'refused'; messages: string[] } | { kind: 'failed' };

/**
 * /cart/replay/:replayID (P, lottery_play_replay; decision 0050): plays a past order's numbers again.
 * The server copies its lottery games into the cart for each product's next draw; the cart opens with
 * a notice of what went in and what could not (not sold in the customer's state, no longer on sale).
 */
export function ReplayRoute({ notFound }: { notFound: ReactNode }) {
  useDocumentTitle('Play your numbers again');
  const { replayID = '' } = useParams();
  const [searchParams] = useSearchParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { client } = useApi();
  const queryClient = useQueryClient();
  const customerId = useCartCustomerId();
  const [outcome, setOutcome] = useState<Outcome | { kind: 'not_found' }>({ kind: 'working' });
  const [attempt, setAttempt] = useState(0);
  const sent = useRef(-1);
  const source = sourceOf(searchParams.get('source'));

  useEffect(() => {
    // Once per attempt: a second effect run must not add the games twice.
    if (sent.current === attempt) return;
    sent.current = attempt;
    replayOrder(client, replayID, source).then(
      async (result) => {
        storeCart(queryClient, customerId, result.cart);
        const state: ReplayNoticeState = { replay: { lines: result.lines } };
        await navigate(cartPathWithCampaign(search), { replace: true, state });
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 404) setOutcome({ kind: 'not_found' });
        else if (error instanceof ApiError && error.status === 422) {
          setOutcome({ kind: 'refused', messages: error.errors.general ?? [error.message] });
        } else setOutcome({ kind: 'failed' });
      },
    );
  }, [attempt, client, customerId, navigate, queryClient, replayID, search, source]);

  if (outcome.kind === 'not_found') return notFound;
  return (
    <section className="page-section replay-page" aria-labelledby="replay-heading">
      <h1 id="replay-heading">Play your numbers again</h1>
      {outcome.kind === 'working' ? (
        <>
          <p role="status">Putting your numbers back in your cart…</p>
          <ListSkeleton label="Putting your numbers in your cart" count={1} />
        </>
      ) : outcome.kind === 'refused' ? (
        <div className="notice" role="alert">
          <p>None of these numbers can be played again right now:</p>
          <ul className="plain-list">
            {outcome.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
          <p>
            <Link to="/lotto-tickets">Choose a game to play</Link>
          </p>
        </div>
      ) : (
        <ErrorState
          message="We couldn't put your numbers in your cart just now."
          onRetry={() => {
            setOutcome({ kind: 'working' });
            setAttempt((n) => n + 1);
          }}
        />
      )}
    </section>
  );
}
