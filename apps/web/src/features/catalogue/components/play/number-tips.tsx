// Hot and cold numbers on the play screen (GET /tips): the main numbers drawn most and least often in
// the lottery's newest draws, for a player who likes to pick by them. An extra: while the tips load, when
// they fail or when the lottery has too few draws yet, nothing shows.
import { Link } from 'react-router';
import { useOfferTips } from '../../api/get-tips';

/** Tips need enough draws to mean anything. */
const MIN_DRAWS_COUNTED = 10;

export function NumberTips({
  productOfferKey,
  statisticsPath,
}: {
  productOfferKey: string;
  statisticsPath: string;
}) {
  const tips = useOfferTips(productOfferKey);
  const main = tips?.numberSets[0];
  if (!tips || !main || tips.drawsCounted < MIN_DRAWS_COUNTED || main.hot.length === 0) return null;
  return (
    <aside className="play-step number-tips" aria-labelledby="number-tips-title">
      <h3 id="number-tips-title">Hot and cold numbers</h3>
      <p className="muted">
        From the last {tips.drawsCounted.toLocaleString('en-AU')} draws. Every number has the same chance in
        the next one.
      </p>
      <dl className="facts">
        <div>
          <dt>Drawn most</dt>
          <dd>{main.hot.join(', ')}</dd>
        </div>
        <div>
          <dt>Drawn least</dt>
          <dd>{main.cold.join(', ')}</dd>
        </div>
      </dl>
      <p>
        <Link to={statisticsPath}>See the {tips.name} statistics</Link>
      </p>
    </aside>
  );
}
