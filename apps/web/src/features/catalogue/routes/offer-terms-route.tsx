import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { Draw, ProductOffer } from '@fairdraw/contracts';
import {
  divisionOdds,
  DIVISION_TABLES,
  formatMoney,
  hasCapabilities,
  oddsText,
  type DivisionTable,
  type PrizeRule,
} from '@fairdraw/domain';
import { DrawDate } from '../../../components/ui/draw-date';
import { formatWireMoney } from '../../../components/ui/money';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useProductOffers } from '../../../lib/api/get-product-offers';
import { useCapabilities } from '../../../lib/capabilities';
import { useDocumentDescription, useDocumentTitle } from '../../../lib/document-title';
import { findOffer, isRaffleOffer, offerCapability, offerPath, openDraws } from '../utils/offers';
import '../catalogue.css';

/**
 * /:productOfferKey/terms-and-conditions[/:drawNo]: a game's rules as a customer checks them before
 * buying: how a game is played, what each prize division needs, what it pays and the odds of one game
 * winning it (computed from the game's matrix); for a raffle, its draw, prize and tickets.
 */
export function OfferTermsRoute({ notFound }: { notFound: ReactNode }) {
  const { productOfferKey = '', drawNo } = useParams();
  const capabilities = useCapabilities();
  const query = useProductOffers();
  if (!query.data) {
    if (query.isError)
      return (
        <ErrorState message="We couldn't load this page just now." onRetry={() => void query.refetch()} />
      );
    return <ListSkeleton label="Loading the game rules" count={2} />;
  }
  const offer = findOffer(query.data.offers, productOfferKey);
  if (!offer || !hasCapabilities(capabilities, offerCapability(offer))) return notFound;
  const draws = openDraws(offer);
  const draw =
    drawNo === undefined ? undefined : draws.find((candidate) => String(candidate.drawNo) === drawNo);
  if (drawNo !== undefined && !draw) return notFound;
  return <OfferTerms offer={offer} draw={draw ?? draws[0]} />;
}

function OfferTerms({ offer, draw }: { offer: ProductOffer; draw: Draw | undefined }) {
  useDocumentTitle(`${offer.name} game rules`);
  useDocumentDescription(`How ${offer.name} is played, its prize divisions and the odds of winning each.`);
  const table = Object.hasOwn(DIVISION_TABLES, offer.lotteryKey)
    ? DIVISION_TABLES[offer.lotteryKey]
    : undefined;
  return (
    <div className="offer-terms">
      <p className="results-back">
        <Link to={offerPath(offer)}>Play {offer.name}</Link>
      </p>
      <h1>{offer.name} game rules</h1>
      {isRaffleOffer(offer) ? (
        <RaffleTerms offer={offer} draw={draw} />
      ) : (
        <LotteryTerms offer={offer} draw={draw} table={table} />
      )}
      <section aria-labelledby="terms-general">
        <h2 id="terms-general">Everything else</h2>
        <p>
          Every purchase is also covered by our{' '}
          <Link to="/about/terms-and-conditions">terms and conditions</Link>. Only people aged 18 and over may
          play. If gambling stops being fun, our{' '}
          <Link to="/about/responsible-gaming">responsible gambling page</Link> explains the limits you can
          set and where to find free, confidential help, such as Gambling Help on{' '}
          <a href="tel:1800858858">1800 858 858</a>.
        </p>
      </section>
    </div>
  );
}

function LotteryTerms({
  offer,
  draw,
  table,
}: {
  offer: ProductOffer;
  draw: Draw | undefined;
  table: DivisionTable | undefined;
}) {
  const standard = offer.gameTypes.find((gameType) => gameType.key === 'standard') ?? offer.gameTypes[0];
  const gameOffer = standard?.gameOffers[0];
  const odds = table ? divisionOdds(table) : null;
  return (
    <>
      <section aria-labelledby="terms-play">
        <h2 id="terms-play">How to play</h2>
        {gameOffer ? (
          <ul>
            {gameOffer.numberSets.map((set) => (
              <li key={set.key}>
                {set.name}: pick {set.count} from {set.min} to {set.max}
                {set.supplementaryCount > 0
                  ? ` (the draw adds ${set.supplementaryCount} supplementary ${set.supplementaryCount === 1 ? 'number' : 'numbers'})`
                  : ''}
                .
              </li>
            ))}
            <li>
              One game costs {formatWireMoney(gameOffer.pricePerGame)}; a ticket holds {gameOffer.minGames} to{' '}
              {gameOffer.maxGames} games.
            </li>
          </ul>
        ) : null}
        {draw ? (
          <p>
            Draw {draw.drawNo} is on <DrawDate iso={draw.date} />. Sales close at <DrawDate iso={draw.stop} />
            .
          </p>
        ) : null}
      </section>
      {table && odds ? (
        <section aria-labelledby="terms-divisions">
          <h2 id="terms-divisions">Prize divisions and odds</h2>
          <p id="terms-divisions-about" className="terms-table-about">
            What each division needs, what it pays and the odds of one game winning it. The odds of winning
            any prize with one game are {oddsText(odds.anyPrizeOneIn)}.
          </p>
          {/* Fits a phone; a narrower screen scrolls it sideways, focusable so a keyboard can too. */}
          <div
            className="terms-table-scroll"
            role="region"
            aria-label="Prize divisions and odds"
            tabIndex={0}
          >
            <table
              className="terms-table"
              aria-labelledby="terms-divisions"
              aria-describedby="terms-divisions-about"
            >
              <thead>
                <tr>
                  <th scope="col">Division</th>
                  <th scope="col">To win</th>
                  <th scope="col">Prize</th>
                  <th scope="col">Odds</th>
                </tr>
              </thead>
              <tbody>
                {table.divisions.map((division) => (
                  <tr key={division.number}>
                    <th scope="row">{division.name}</th>
                    <td>{division.description}</td>
                    <td>{prizeText(division.prize)}</td>
                    <td>
                      {oddsText(odds.divisions.find((entry) => entry.division === division.number)!.oneIn)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
    </>
  );
}

function prizeText(prize: PrizeRule): string {
  if (prize.kind === 'poolShare') return `${prize.basisPoints / 100}% of the prize pool`;
  if (prize.monthlyInstalments)
    return `${formatMoney(Math.round(prize.amountCents / prize.monthlyInstalments))} a month for ${prize.monthlyInstalments / 12} years`;
  return prize.maxFullWinners
    ? `${formatMoney(prize.amountCents)} each (shared if more than ${prize.maxFullWinners} win)`
    : `${formatMoney(prize.amountCents)} each`;
}

function RaffleTerms({ offer, draw }: { offer: ProductOffer; draw: Draw | undefined }) {
  const data = draw?.drawData;
  const cause = offer.causes[0];
  return (
    <section aria-labelledby="terms-raffle">
      <h2 id="terms-raffle">How the raffle works</h2>
      <ul>
        {cause ? (
          <li>The raffle raises money for {cause.name}, which runs it under its own permit.</li>
        ) : null}
        {data ? (
          <>
            <li>
              First prize: {data.name}, worth {formatWireMoney(data.value)}.
            </li>
            <li>
              At most {data.ticketCap.toLocaleString('en-AU')} tickets are sold; each has the same chance.
              With one ticket your chance of the first prize is at best 1 in{' '}
              {data.ticketCap.toLocaleString('en-AU')}.
            </li>
            <li>
              Sales close at <DrawDate iso={data.drawStop} />; the draw is at <DrawDate iso={data.drawDate} />
              . The winning tickets are drawn from a seed committed before sales close, and the entry list is
              published so anyone can check the draw.
            </li>
          </>
        ) : (
          <li>No draw of this raffle is on sale right now.</li>
        )}
        {draw ? (
          <li>
            No purchase is necessary: you can also{' '}
            <Link to={`${offerPath(offer)}/draw/${draw.drawNo}?free-postal-entry`}>
              enter for free by post
            </Link>
            , with the same chance of winning.
          </li>
        ) : null}
        {draw && draw.offers.length > 0 ? (
          <li>
            Tickets:{' '}
            {draw.offers
              .map((bundle) => `${bundle.numTickets} for ${formatWireMoney(bundle.price)}`)
              .join(', ')}
            .
          </li>
        ) : null}
      </ul>
    </section>
  );
}
