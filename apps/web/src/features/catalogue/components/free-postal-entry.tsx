import type { Draw, ProductOffer } from '@fairdraw/contracts';
import { DrawDate } from '../../../components/ui/draw-date';

/** Where free postal entries go (decision 0050); the terms of each raffle name it too. */
export const FREE_ENTRY_ADDRESS = ['Fairdraw Free Entry', 'PO Box 1234', 'Sydney NSW 2001'] as const;

/**
 * The free postal entry of a raffle (?free-postal-entry, shop-core §2): every Australian
 * trade-promotion raffle can be entered without buying, by post, with the same chance of winning.
 */
export function FreePostalEntry({ offer, draw }: { offer: ProductOffer; draw: Draw | undefined }) {
  const name = draw?.drawData?.name ?? offer.name;
  const closes = draw?.drawData?.drawStop ?? draw?.stop;
  return (
    <section className="page-section free-postal-entry" aria-labelledby="free-entry-heading">
      <h2 id="free-entry-heading">Enter for free by post</h2>
      <p>No purchase is necessary to enter {name}. To enter for free:</p>
      <ol>
        <li>
          Write your full name, postal address, phone number and e-mail address, and the name of the draw (
          {name}), on a postcard or a letter.
        </li>
        <li>
          Post it to{' '}
          <address>
            {FREE_ENTRY_ADDRESS.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </li>
        <li>
          It must arrive before sales close
          {closes ? (
            <>
              {' '}
              (<DrawDate iso={closes} style="short" />)
            </>
          ) : null}
          .
        </li>
      </ol>
      <p>
        One entry per envelope. A postal entry gets one ticket number in the draw, with the same chance of
        winning as a bought ticket; entrants must be 18 or over and live in Australia. The game rules apply as
        for every entry.
      </p>
    </section>
  );
}
