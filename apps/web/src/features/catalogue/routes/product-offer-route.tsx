import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { AustralianState, GameType, ProductOffer, Restriction } from '@fairdraw/contracts';
import {
  isLicensedIn,
  notLicensedNotice,
  gameTypeFromPathSuffix,
  gameTypePathSuffix,
  hasCapabilities,
  isOfferOnSale,
  sortGameTypes,
  withSalesOpen,
} from '@fairdraw/domain';
import { EmptyState, ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { GameMark } from '../../../components/ui/game-mark';
import { PrizePicture } from '../../../components/ui/prize-picture';
import { gameOfferChoiceText } from '../utils/play-text';
import { useCapabilities } from '../../../lib/capabilities';
import { useDocumentTitle } from '../../../lib/document-title';
import { useProductOffers } from '../../../lib/api/get-product-offers';
import { useCustomer } from '../../../lib/api/get-customer';
import { useSession } from '../../../lib/session';
import { useNow } from '../../../lib/use-now';
import { useVisitorState, type VisitorState } from '../../../lib/visitor-state';
import { FreePostalEntry } from '../components/free-postal-entry';
import { NextDrawFacts } from '../components/next-draw-facts';
import { VisitorStatePicker } from '../components/visitor-state-picker';
import { GameTypeNav } from '../components/game-types';
import { BundlePicker } from '../components/play/choice-fields';
import { LotteryPlay } from '../components/play/lottery-play';
import { RafflePlay } from '../components/play/raffle-play';
import { SyndicatePlay } from '../components/play/syndicate-play';
import {
  featuredRaffleDraw,
  findOffer,
  isLotteryOffer,
  isRaffleOffer,
  isSyndicateOffer,
  offerCapability,
  offerPath,
} from '../utils/offers';
import '../catalogue.css';
import '../play.css';
import '../pictures.css';

/** The prize picture beside a raffle page's words on a wide screen, full width below them on a phone. */
const HERO_PICTURE_SIZES = '(min-width: 56rem) 26rem, 100vw';

/**
 * The game type a URL asks for. No segment: the game type without a suffix (its link is the plain
 * offer path), else the standard game, else the first in display order. A segment that names no game type of this offer: null.
 */
function selectGameType(
  sorted: readonly GameType[],
  segment: string | undefined,
): GameType | undefined | null {
  if (segment === undefined) {
    // Multi-week play comes first in the spec's order, but a plain game is what the offer's page opens on.
    return (
      sorted.find((gameType) => gameTypePathSuffix(gameType.key) === null) ??
      sorted.find((gameType) => gameType.key === 'standard') ??
      sorted[0]
    );
  }
  const key = gameTypeFromPathSuffix(segment);
  return sorted.find((gameType) => gameType.key === key) ?? null;
}

/**
 * The play screen, /:productOfferKey and /:productOfferKey/:gameTypeKey (shop-core §2, §4).
 * `notFound` is what the app shows for an unknown offer or game type; `supportBanner` (how to reach
 * customer care, placed by the app) shows under an offer's play section.
 */
export function ProductOfferRoute({
  notFound,
  supportBanner,
  raffleDrawNo,
}: {
  notFound: ReactNode;
  supportBanner?: ReactNode;
  /** The raffle draw page (/:productOfferKey/draw/:drawNo): that draw chosen; checked by the caller. */
  raffleDrawNo?: number;
}) {
  const { productOfferKey = '', gameTypeKey } = useParams();
  const capabilities = useCapabilities();
  const query = useProductOffers();
  // Checked every 15 seconds, so a draw whose sales close while the page is open leaves the choices.
  const now = useNow(15_000);

  if (!query.data) {
    if (query.isError) {
      return (
        <ErrorState message="We couldn't load this page just now." onRetry={() => void query.refetch()} />
      );
    }
    return <ListSkeleton label="Loading" count={2} />;
  }

  const found = findOffer(query.data.offers, productOfferKey);
  if (!found || !hasCapabilities(capabilities, offerCapability(found))) return notFound;
  const offer = withSalesOpen(found, now);

  const gameTypes = sortGameTypes(offer.gameTypes);
  const selected = selectGameType(gameTypes, gameTypeKey);
  if (selected === null) return notFound;

  return (
    <OfferPage
      offer={offer}
      gameTypes={gameTypes}
      selected={selected}
      supportBanner={supportBanner}
      restrictions={query.data.restrictions}
      raffleDrawNo={raffleDrawNo}
    />
  );
}

interface Licensing {
  /** The state the shop may not sell the offer in, when that is where the buyer is; else null. */
  unlicensedIn: AustralianState | null;
  /** A visitor's own choice of state, when the offer is restricted anywhere (decision 0050). */
  visitor: VisitorState | null;
}

/**
 * Whether the shop may sell the offer where the buyer is: a signed-in customer's address (decision
 * 0045), or for a visitor the state they chose or GET /locate found (decision 0050). The cart and
 * checkout still judge a visitor by the address they sign in with.
 */
function useLicensing(offer: ProductOffer, restrictions: readonly Restriction[]): Licensing {
  const { isAuthenticated } = useSession();
  const restricted = restrictions.some((restriction) => restriction.productOfferKey === offer.key);
  const visitor = useVisitorState(restricted && !isAuthenticated);
  const customerState = useCustomer().data?.brandingRegion;
  const state = isAuthenticated ? customerState : visitor.state;
  return {
    unlicensedIn: state && !isLicensedIn(restrictions, offer.key, state) ? state : null,
    visitor: restricted && !isAuthenticated ? visitor : null,
  };
}

interface OfferPageProps {
  offer: ProductOffer;
  gameTypes: readonly GameType[];
  selected: GameType | undefined;
  supportBanner?: ReactNode;
  restrictions?: readonly Restriction[];
  raffleDrawNo?: number | undefined;
}

function OfferPage({
  offer,
  gameTypes,
  selected,
  supportBanner,
  restrictions = [],
  raffleDrawNo,
}: OfferPageProps) {
  useDocumentTitle(offer.name);
  const [searchParams] = useSearchParams();
  const onSale = isOfferOnSale(offer);
  const { unlicensedIn, visitor } = useLicensing(offer, restrictions);
  const raffle = isRaffleOffer(offer);
  // The raffle draw the page is about: the one its address names, else the next on sale.
  const raffleDraw = offer.draws.find((draw) => draw.drawNo === raffleDrawNo) ?? featuredRaffleDraw(offer);
  return (
    <article className="offer-page">
      <header className="offer-header">
        <GameMark game={offer} />
        <div>
          <h1>{offer.name}</h1>
          {isLotteryOffer(offer) ? <NextDrawFacts offer={offer} /> : null}
          <p className="page-intro">{offer.description}</p>
          <p className="offer-rules-link">
            <Link to={`${offerPath(offer)}/terms-and-conditions`}>Game rules, prizes and odds</Link>
          </p>
          {raffle ? (
            <p className="offer-rules-link">
              <Link
                to={`${offerPath(offer)}${raffleDrawNo ? `/draw/${raffleDrawNo}` : ''}?free-postal-entry`}
              >
                Enter for free by post
              </Link>
            </p>
          ) : null}
          {onSale ? null : <p className="notice">Sales of {offer.name} are paused right now.</p>}
        </div>
        {raffle ? (
          <PrizePicture
            className="offer-hero-picture"
            draw={raffleDraw}
            sizes={HERO_PICTURE_SIZES}
            aboveTheFold
          />
        ) : null}
      </header>
      {raffle && searchParams.has('free-postal-entry') ? (
        <FreePostalEntry offer={offer} draw={raffleDraw} />
      ) : null}
      {onSale && visitor ? <VisitorStatePicker state={visitor.state} onChange={visitor.choose} /> : null}
      {onSale && unlicensedIn ? (
        <div className="notice" role="note">
          <p>{notLicensedNotice(offer.name, unlicensedIn)}</p>
          {visitor ? null : (
            <p>
              <Link to="/my-account/my-details">Check your address</Link>
            </p>
          )}
        </div>
      ) : null}
      {onSale && !unlicensedIn ? (
        <PlaySection offer={offer} gameTypes={gameTypes} selected={selected} raffleDrawNo={raffleDrawNo} />
      ) : null}
      {supportBanner}
    </article>
  );
}

function PlaySection({ offer, gameTypes, selected, raffleDrawNo }: OfferPageProps) {
  if (isRaffleOffer(offer)) {
    return (
      <section className="page-section" aria-labelledby="play-heading">
        <h2 id="play-heading">Buy tickets</h2>
        <RafflePlay offer={offer} drawNo={raffleDrawNo} />
      </section>
    );
  }
  if (isSyndicateOffer(offer) && offer.syndicate) {
    return (
      <section className="page-section" aria-labelledby="play-heading">
        <h2 id="play-heading">Buy shares</h2>
        <SyndicatePlay offer={offer} syndicate={offer.syndicate} />
      </section>
    );
  }
  return (
    <section className="page-section" aria-labelledby="play-heading">
      <h2 id="play-heading">Play {offer.name}</h2>
      {gameTypes.length > 1 ? <GameTypeNav offer={offer} gameTypes={gameTypes} selected={selected} /> : null}
      {selected ? (
        <GameTypePlay key={selected.key} offer={offer} gameType={selected} />
      ) : (
        <EmptyState>There are no games of {offer.name} on sale right now.</EmptyState>
      )}
    </section>
  );
}

/** More game offers than this (System sizes) are a list to choose from, not radio buttons. */
const MAX_RADIO_CHOICES = 5;

/** One game type: its game offers to choose from (e.g. System 8, System 9), then the ticket. */
function GameTypePlay({ offer, gameType }: { offer: ProductOffer; gameType: GameType }) {
  const [searchParams] = useSearchParams();
  const [gameOfferKey, setGameOfferKey] = useState(gameType.gameOffers[0]?.key ?? '');
  const gameOfferFieldId = useId();
  const gameOffer = gameType.gameOffers.find((item) => item.key === gameOfferKey);
  if (!gameOffer) {
    return <EmptyState>There are no {gameType.name} games on sale right now.</EmptyState>;
  }
  return (
    <>
      {gameType.gameOffers.length > MAX_RADIO_CHOICES ? (
        // Systems 7 to 20 are too many to lay out as radios, above all on a phone.
        <div className="form-field play-step">
          <label htmlFor={gameOfferFieldId}>{gameType.name}: choose the size</label>
          <select
            id={gameOfferFieldId}
            value={gameOfferKey}
            onChange={(event) => setGameOfferKey(event.target.value)}
          >
            {gameType.gameOffers.map((item) => (
              <option key={item.key} value={item.key}>
                {gameOfferChoiceText(gameType.key, item)}
              </option>
            ))}
          </select>
        </div>
      ) : gameType.gameOffers.length > 1 ? (
        <BundlePicker
          legend="Game"
          bundles={gameType.gameOffers}
          bundleKey={gameOfferKey}
          describe={(item) => gameOfferChoiceText(gameType.key, item)}
          onChange={setGameOfferKey}
        />
      ) : null}
      <LotteryPlay
        // A new game offer or a "later draw" link starts a new ticket.
        key={`${gameOffer.key}:${searchParams.get('firstDrawNo') ?? ''}`}
        offer={offer}
        gameType={gameType}
        gameOffer={gameOffer}
      />
    </>
  );
}
