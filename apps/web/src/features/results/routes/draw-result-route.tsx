import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { FullDrawResult, ResultKey } from '@fairdraw/contracts';
import { isNotFound } from '@fairdraw/client';
import { DrawDate } from '../../../components/ui/draw-date';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { formatWireMoney } from '../../../components/ui/money';
import { useDocumentTitle } from '../../../lib/document-title';
import { useDrawIntegrity } from '../api/get-draw-integrity';
import { useFullResult } from '../api/get-full-result';
import { IntegrityPanel } from '../components/integrity-panel';
import { PrizeTable } from '../components/prize-table';
import { ResultHeading } from '../components/result-heading';
import { ResultOfferGate } from '../components/result-offer-gate';
import { DrawOrder, WinningNumbers } from '../components/winning-numbers';
import { offerResultsPath, raffleWinnersPath } from '../utils/results-paths';
import '../results.css';

const DRAW_NO = /^[1-9]\d{0,9}$/;

/** /:productOfferKey/results/draw/:drawNo: one drawn draw in full. */
export function DrawResultRoute({ notFound }: { notFound: ReactNode }) {
  const { productOfferKey = '', drawNo = '' } = useParams();
  if (!DRAW_NO.test(drawNo)) return <>{notFound}</>;
  return (
    <ResultOfferGate segment={productOfferKey} notFound={notFound}>
      {(offer) => <DrawResult offer={offer} drawNo={Number(drawNo)} />}
    </ResultOfferGate>
  );
}

function DrawResult({ offer, drawNo }: { offer: ResultKey; drawNo: number }) {
  useDocumentTitle(`${offer.name} draw ${drawNo} results`);
  const query = useFullResult(offer.productOfferKey, drawNo);
  const back = (
    <p className="results-back">
      <Link to={offerResultsPath(offer.url)}>All {offer.name} results</Link>
    </p>
  );

  if (query.isPending) {
    return (
      <div className="results-page">
        {back}
        <ListSkeleton label="Loading the result" count={2} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="results-page">
        {back}
        <ResultHeading offer={offer}>
          {offer.name} draw {drawNo}
        </ResultHeading>
        {isNotFound(query.error) ? (
          <NoResultYet offer={offer} drawNo={drawNo} />
        ) : (
          <ErrorState message="We couldn't load this result." onRetry={() => void query.refetch()} />
        )}
      </div>
    );
  }
  return <DrawResultPage offer={offer} result={query.data} back={back} />;
}

/** A draw without a result: on sale (nothing to show), or closed with its entry set sealed. */
function NoResultYet({ offer, drawNo }: { offer: ResultKey; drawNo: number }) {
  const sealed = useDrawIntegrity(offer.productOfferKey, drawNo);
  if (sealed.isPending) return <ListSkeleton label="Loading the draw" count={1} />;
  if (!sealed.isSuccess)
    return (
      <p className="empty-state">There are no results for this draw yet. Check back after it is drawn.</p>
    );
  return (
    <>
      <p className="empty-state">
        Sales for this draw have closed and its entries are sealed. The results follow the draw on{' '}
        <DrawDate iso={sealed.data.drawDate} />.
      </p>
      <IntegrityPanel result={sealed.data} />
    </>
  );
}

function DrawResultPage({
  offer,
  result,
  back,
}: {
  offer: ResultKey;
  result: FullDrawResult;
  back: ReactNode;
}) {
  const raffle = result.category === 'raffles';
  return (
    <div className="results-page">
      {back}
      <ResultHeading offer={offer}>
        {result.name} draw {result.drawNo}
      </ResultHeading>
      <p className="result-card-date">
        <DrawDate iso={result.drawDate} />
      </p>
      <section className="page-section" aria-labelledby="numbers-heading">
        <h2 id="numbers-heading">{raffle ? 'Winning ticket' : 'Winning numbers'}</h2>
        <WinningNumbers result={result} />
        <DrawOrder result={result} />
        {raffle ? (
          <p>
            <Link to={raffleWinnersPath(offer.url)}>Winning tickets and the causes they support</Link>
          </p>
        ) : null}
      </section>
      <section className="page-section" aria-labelledby="prizes-heading">
        <h2 id="prizes-heading">Prizes</h2>
        <PrizeTable result={result} />
        <dl className="facts result-totals">
          <div>
            <dt>Fairdraw winners</dt>
            <dd>{result.totalWinners === null ? 'Being counted' : result.totalWinners}</dd>
          </div>
          {raffle ? null : (
            <div>
              <dt>Paid to winners</dt>
              <dd>{formatWireMoney(result.totalPaid)}</dd>
            </div>
          )}
        </dl>
        {raffle ? <p className="muted">The charity delivers the prize to the winner.</p> : null}
      </section>
      <IntegrityPanel result={result} />
    </div>
  );
}
