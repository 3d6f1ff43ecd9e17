import { Link } from 'react-router';
import type { Draw, ProductOffer } from '@fairdraw/contracts';
import { DrawDate } from '../../../components/ui/draw-date';
import { useWidgetTextOrNull } from '../../../lib/api/get-widget-texts';

/**
 * The free postal entry of a raffle (?free-postal-entry, shop-core §2): every Australian
 * trade-promotion raffle can be entered without buying, by post, with the same chance of winning.
 * The address is the company's (the `widgets.company` content item, decision 0050); while none is
 * published, customer care gives it.
 */
export function FreePostalEntry({ offer, draw }: { offer: ProductOffer; draw: Draw | undefined }) {
  const address = useWidgetTextOrNull('widgets.company')?.freeEntryAddress;
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
          {address ? (
            <>
              Post it to{' '}
              <address>
                {address.map((line) => (
                  <span key={line}>
                    {line}
                    <br />
                  </span>
                ))}
              </address>
            </>
          ) : (
            <>
              Post it to our free entry address: <Link to="/about/contact-us">contact us</Link> and we will
              send it to you.
            </>
          )}
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
