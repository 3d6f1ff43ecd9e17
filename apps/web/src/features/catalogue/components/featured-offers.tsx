import { EmptyState } from '../../../components/ui/list-states';
import { useNow } from '../../../lib/use-now';
import { isLotteryOffer, rafflesOnSale } from '../utils/offers';
import { LotteryCard } from './lottery-card';
import { RaffleCard } from './raffle-card';
import { NO_DRAWS_TEXT, OfferGrid, WithOffers } from './with-offers';
import '../catalogue.css';

/**
 * The offers a content page features, as the shop's own cards, in the page's order. An offer not on
 * sale now (unknown, or a raffle between draws) is left out.
 */
export function FeaturedOffers({ productOfferKeys }: { productOfferKeys: readonly string[] }) {
  const now = useNow();
  return (
    <WithOffers>
      {(offers) => {
        const raffles = new Map(rafflesOnSale(offers).map((raffle) => [raffle.offer.key, raffle]));
        const cards = productOfferKeys.flatMap((key) => {
          const offer = offers.find((candidate) => candidate.key === key);
          if (!offer) return [];
          if (isLotteryOffer(offer))
            return [
              <li key={key}>
                <LotteryCard offer={offer} now={now} />
              </li>,
            ];
          const raffle = raffles.get(key);
          return raffle
            ? [
                <li key={key}>
                  <RaffleCard offer={raffle.offer} draw={raffle.draw} />
                </li>,
              ]
            : [];
        });
        return cards.length > 0 ? <OfferGrid>{cards}</OfferGrid> : <EmptyState>{NO_DRAWS_TEXT}</EmptyState>;
      }}
    </WithOffers>
  );
}
