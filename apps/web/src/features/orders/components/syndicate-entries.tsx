// A syndicate share's entries: the syndicate's, quick-picked when its draw's sales close (decision
// 0053). Before then the page says when they will appear instead of showing an empty list.
import type { OrderDetail } from '@fairdraw/contracts';
import { DrawDate } from '../../../components/ui/draw-date';
import { GameList } from './ticket-parts';

export function SyndicateEntries({
  order,
  setNames,
}: {
  order: OrderDetail;
  setNames: ReadonlyMap<string, string>;
}) {
  const [draw] = order.draws;
  return (
    <section className="page-section" aria-labelledby="syndicate-entries-heading">
      <h2 id="syndicate-entries-heading">The syndicate’s entries</h2>
      {order.syndicate?.picked ? (
        <GameList games={order.games} setNames={setNames} lotteryKey={order.lotteryKey} itemName="Entry" />
      ) : (
        <p className="muted">
          The syndicate’s numbers are quick-picked when sales close
          {draw ? (
            <>
              {' '}
              on <DrawDate iso={draw.stop} />
            </>
          ) : null}
          , and appear here then. Every member shares every prize they win.
        </p>
      )}
    </section>
  );
}
