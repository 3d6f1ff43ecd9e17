import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { GameOffer, GameType, ProductOffer } from '@fairdraw/contracts';
import {
  firstDrawNoFromQuery,
  formatMoney,
  fromWireMoney,
  gamesPerEntry,
  isEmptyGame,
  isQuickPickGameType,
  openLotteryDraws,
  resolveFirstDrawNo,
  selectableDays,
  toCartItemInput,
} from '@fairdraw/domain';
import { MAX_TICKET_DRAWS } from '@fairdraw/contracts';
import { Stepper } from '../../../../components/ui/stepper';
import { useFavouriteNumbers } from '../../../../lib/favourite-numbers';
import { useAddToCart } from '../../../../lib/cart-actions';
import { useLotteryTicket } from '../../hooks/use-lottery-ticket';
import type { LotteryTicketState } from '../../hooks/use-lottery-ticket';
import { offerPath } from '../../utils/offers';
import { addToCartRefusalText, plural } from '../../utils/play-text';
import { AddToCartBar } from './add-to-cart-bar';
import { CausePicker, DaysPicker, DrawPicker } from './choice-fields';
import { GamesPanel } from './games-panel';
import { NumberTips } from './number-tips';

interface LotteryPlayProps {
  offer: ProductOffer;
  gameType: GameType;
  gameOffer: GameOffer;
}

/** The play screen of one game offer: games, draw, draws in a row, days, cause, price, add to cart. */
export function LotteryPlay({ offer, gameType, gameOffer }: LotteryPlayProps) {
  const [searchParams] = useSearchParams();
  const favourites = useFavouriteNumbers().numbers;
  const play = useLotteryTicket({
    offer,
    gameTypeKey: gameType.key,
    gameOffer,
    firstDrawNo: firstDrawNoFromQuery(searchParams.get('firstDrawNo'), offer.draws),
    favourites,
  });
  const { ticket } = play;
  const days = selectableDays(offer, gameType.key);
  const { weeksOfDraws } = play;
  const cart = useAddToCart();
  const summary = useRef<HTMLElement>(null);

  function addToCart() {
    const result = toCartItemInput(ticket, offer);
    if (result.ok) void cart.add(result.input);
  }

  return (
    <div className="play-panel">
      <GamesPanel
        play={play}
        gameOffer={gameOffer}
        quickPickOnly={isQuickPickGameType(gameType.key)}
        summary={summary}
      />
      {isQuickPickGameType(gameType.key) ? null : (
        <NumberTips productOfferKey={offer.key} statisticsPath={`${offerPath(offer)}/statistics`} />
      )}
      <DrawPicker
        draws={openLotteryDraws(offer.draws)}
        drawNo={resolveFirstDrawNo(ticket.firstDrawNo, offer.draws)}
        onChange={play.setFirstDrawNo}
      />
      {weeksOfDraws === null ? (
        <div className="play-step">
          <Stepper
            label="Number of draws"
            value={ticket.numDraws}
            min={1}
            max={MAX_TICKET_DRAWS}
            onChange={play.setNumDraws}
          />
          <p className="muted">
            {ticket.numDraws === 1
              ? 'Plays the chosen draw.'
              : `Plays ${ticket.numDraws} draws in a row from the chosen draw.`}
          </p>
        </div>
      ) : (
        <p className="play-step muted">
          Plays every draw for {plural(gameOffer.numWeeks ?? 0, 'week', 'weeks')} from the chosen draw:{' '}
          {plural(weeksOfDraws, 'draw', 'draws')}, paid today.
        </p>
      )}
      {days.length > 0 ? <DaysPicker days={days} chosen={ticket.days ?? []} onChange={play.setDays} /> : null}
      {offer.causes.length > 0 ? (
        <CausePicker causes={offer.causes} causeKey={ticket.causeKey} onChange={play.setCause} />
      ) : null}
      <AddToCartBar
        totalCents={play.priceCents}
        breakdown={priceBreakdown(
          play.boughtGames,
          gamesPerEntry(gameType.key, gameOffer),
          gameOffer,
          ticket.numDraws,
        )}
        note={emptyGamesNote(play)}
        reasons={refusalTexts(play, gameOffer)}
        summaryRef={summary}
        pending={cart.pending}
        onAdd={addToCart}
      />
    </div>
  );
}

/** "18 games × $1.75 × 1 draw", or for entries of many games "2 entries × 28 games × $0.75 × 1 draw". */
function priceBreakdown(entries: number, perEntry: number, gameOffer: GameOffer, numDraws: number): string {
  if (entries === 0) return 'No games filled yet';
  const perGame = formatMoney(fromWireMoney(gameOffer.pricePerGame));
  const draws = plural(numDraws, 'draw', 'draws');
  if (perEntry === 1) return `${plural(entries, 'game', 'games')} × ${perGame} × ${draws}`;
  return `${plural(entries, 'entry', 'entries')} × ${plural(perEntry, 'game', 'games')} × ${perGame} × ${draws}`;
}

/**
 * Said beside the price when some games are filled and others left empty: the empty ones are not
 * bought, nor priced. With none filled, "No games filled yet" says it already.
 */
function emptyGamesNote(play: LotteryTicketState): string | undefined {
  const empty = play.ticket.games.filter(isEmptyGame).length;
  if (empty === 0 || play.boughtGames === 0) return undefined;
  return empty === 1 ? '1 empty game is not bought' : `${empty} empty games are not bought`;
}

function refusalTexts(play: LotteryTicketState, gameOffer: GameOffer): string[] {
  if (play.check.ok) return [];
  return play.check.reasons.map((reason) => addToCartRefusalText(reason, gameOffer, play.unfinished));
}
