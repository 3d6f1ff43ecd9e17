import { Link } from 'react-router';
import type { DrawResultSummary } from '@fairdraw/contracts';
import { DrawDate } from '../../../components/ui/draw-date';
import { GameMark } from '../../../components/ui/game-mark';
import { drawResultPath, offerResultsPath, raffleWinnersPath } from '../utils/results-paths';
import { WinningNumbers } from './winning-numbers';

/**
 * One drawn draw in a results list: the game, draw number and date, its numbers or winning ticket, and
 * the way on to the full result. `showOfferLink` adds the game's own results page (the all-games list).
 */
export function ResultCard({
  result,
  showOfferLink = false,
}: {
  result: DrawResultSummary;
  showOfferLink?: boolean;
}) {
  const headingId = `result-${result.productOfferKey}-${result.drawNo}`;
  return (
    <li className="result-card" aria-labelledby={headingId}>
      <h2 className="result-card-title game-heading" id={headingId}>
        <GameMark game={{ key: result.productOfferKey, name: result.name }} size="small" />
        <span>
          {result.name} <span className="result-card-draw">draw {result.drawNo}</span>
        </span>
      </h2>
      <p className="result-card-date">
        <DrawDate iso={result.drawDate} />
      </p>
      {result.rafflePrize ? <p className="result-card-prize">{result.rafflePrize.name}</p> : null}
      <WinningNumbers result={result} />
      <p className="result-card-links">
        <Link
          to={drawResultPath(result.url, result.drawNo)}
          aria-label={`Full results of ${result.name} draw ${result.drawNo}`}
        >
          Full results
        </Link>
        {result.category === 'raffles' ? (
          <Link to={raffleWinnersPath(result.url)} aria-label={`${result.name} winners`}>
            Winners
          </Link>
        ) : null}
        {showOfferLink ? (
          <Link to={offerResultsPath(result.url)} aria-label={`All ${result.name} results`}>
            All {result.name} results
          </Link>
        ) : null}
      </p>
    </li>
  );
}
