import { useId, useState } from 'react';
import type { RefObject } from 'react';
import type { GameOffer } from '@fairdraw/contracts';
import { canAddGame, canRemoveGame, isFixedPack, isMultiGameEntry } from '@fairdraw/domain';
import type { Game } from '@fairdraw/domain';
import type { LotteryTicketState } from '../../hooks/use-lottery-ticket';
import { gameCountText, gameStatus } from '../../utils/play-text';
import { GameBalls } from './game-balls';
import { GameEditor } from './game-editor';
import { SkipToSummary } from './skip-to-summary';

interface GamesPanelProps {
  play: LotteryTicketState;
  gameOffer: GameOffer;
  /** The Quick Pick game type: numbers come from quick picks only. */
  quickPickOnly: boolean;
  /** The price and "Add to cart", which the skip links move focus to. */
  summary: RefObject<HTMLElement | null>;
}

/** Where the open editor goes when a game is removed: it follows its game, or closes with it. */
function openAfterRemoval(open: number | null, removed: number): number | null {
  if (open === null || open === removed) return null;
  return open > removed ? open - 1 : open;
}

/** The games of the ticket: quick pick all, add a game, and per game its numbers and actions. */
export function GamesPanel({ play, gameOffer, quickPickOnly, summary }: GamesPanelProps) {
  const games = play.ticket.games;
  // A ready-made pack (Super Combos) is bought whole: no game is added or removed.
  const fixedPack = isFixedPack(gameOffer);
  // A System or PowerHit row is one entry that stands for many games.
  const rowNoun = isMultiGameEntry(play.ticket.gameTypeKey, gameOffer) ? 'entry' : 'game';
  const [open, setOpen] = useState<number | null>(quickPickOnly ? null : 0);
  const headingId = useId();

  function addGame() {
    play.addGame();
    if (!quickPickOnly) setOpen(games.length);
  }

  return (
    <section className="play-step" aria-labelledby={headingId}>
      <div className="play-step-header">
        <h3 id={headingId}>Your games</h3>
        <p className="muted">{gameCountText(games.length, play.ticket.gameTypeKey, gameOffer)}</p>
      </div>
      <div className="play-toolbar">
        <button type="button" className="button button-small" onClick={play.quickPickAll}>
          {quickPickOnly ? `New numbers for every ${rowNoun}` : 'Quick pick all'}
        </button>
        {quickPickOnly ? null : (
          <button type="button" className="button button-small button-secondary" onClick={play.clearAll}>
            Clear all
          </button>
        )}
        {fixedPack ? null : (
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={addGame}
            disabled={!canAddGame(games, gameOffer)}
          >
            Add a game
          </button>
        )}
        <SkipToSummary target={summary} />
      </div>
      <ol className="plain-list game-list">
        {games.map((game, index) => (
          <GameRow
            key={index}
            game={game}
            index={index}
            play={play}
            gameOffer={gameOffer}
            quickPickOnly={quickPickOnly}
            summary={summary}
            isOpen={open === index}
            noun={rowNoun}
            canRemove={fixedPack ? null : canRemoveGame(games, gameOffer)}
            onToggleOpen={() => setOpen(open === index ? null : index)}
            onRemove={() => {
              play.removeGame(index);
              setOpen(openAfterRemoval(open, index));
            }}
          />
        ))}
      </ol>
    </section>
  );
}

interface GameRowProps {
  game: Game;
  index: number;
  play: LotteryTicketState;
  gameOffer: GameOffer;
  quickPickOnly: boolean;
  summary: RefObject<HTMLElement | null>;
  isOpen: boolean;
  /** "game", or "entry" where one row stands for many games. */
  noun: 'game' | 'entry';
  /** null in a fixed pack, where no row can be removed. */
  canRemove: boolean | null;
  onToggleOpen: () => void;
  onRemove: () => void;
}

function GameRow({
  game,
  index,
  play,
  gameOffer,
  quickPickOnly,
  summary,
  isOpen,
  noun,
  canRemove,
  onToggleOpen,
  onRemove,
}: GameRowProps) {
  const editorId = useId();
  const name = `${noun} ${index + 1}`;
  return (
    <li className="game-row">
      <div className="game-row-summary">
        <h4 className="game-title">
          {noun === 'entry' ? 'Entry' : 'Game'} {index + 1}
        </h4>
        <GameBalls game={game} gameOffer={gameOffer} lotteryKey={play.ticket.productOfferKey} />
        <p className="game-status muted">{gameStatus(game, gameOffer)}</p>
      </div>
      <div className="game-actions">
        {quickPickOnly ? null : (
          <button
            type="button"
            className="link-button"
            aria-expanded={isOpen}
            aria-controls={isOpen ? editorId : undefined}
            aria-label={`Choose numbers for ${name}`}
            onClick={onToggleOpen}
          >
            Choose numbers
          </button>
        )}
        <button
          type="button"
          className="link-button"
          aria-label={`Quick pick ${name}`}
          onClick={() => play.quickPickGame(index)}
        >
          Quick pick
        </button>
        {quickPickOnly ? null : (
          <button
            type="button"
            className="link-button"
            aria-label={`Clear ${name}`}
            onClick={() => play.clearGame(index)}
          >
            Clear
          </button>
        )}
        {canRemove === null ? null : (
          <button
            type="button"
            className="link-button"
            aria-label={`Remove ${name}`}
            onClick={onRemove}
            disabled={!canRemove}
          >
            Remove
          </button>
        )}
      </div>
      {isOpen ? (
        <div id={editorId}>
          <GameEditor
            game={game}
            gameIndex={index}
            gameOffer={gameOffer}
            refusal={play.refusal}
            onToggle={(setKey, n) => play.toggleNumber(index, setKey, n)}
            onPickFavourite={(favouriteIndex) => play.pickFavourite(index, favouriteIndex)}
            after={<SkipToSummary target={summary} />}
          />
        </div>
      ) : null}
    </li>
  );
}
