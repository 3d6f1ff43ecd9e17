// One mark for a game wherever it is shown (offer cards, play screens, the cart, tickets, results): the
// game's own drawing (game-mark-drawings.ts) in the colours the server's branding gives it where the
// customer is. A game without a drawing (new to the catalogue) gets a circle with its initials.
import type { CSSProperties } from 'react';
import { contrastRatio, readableTextColour } from '@fairdraw/domain';
import { findProductBranding, regionalColours, useBranding } from '../../lib/api/get-branding';
import { useCustomer } from '../../lib/api/get-customer';
import { gameMarkDrawings } from './game-mark-drawings';
import './game-mark.css';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
/** Details in the brand's second colour need this contrast on its first (WCAG's for graphics). */
const MIN_DETAIL_CONTRAST = 3;
/** A brand colour this close to white gets an edge, so its shape shows on a white card. */
const MIN_SHAPE_CONTRAST = 1.5;

/** "Monday & Wednesday Lotto" → "MWL", "Powerball" → "PO", "new_game" → "NG": fits the circle. */
export function gameInitials(name: string): string {
  const words = name
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length > 1)
    return words
      .slice(0, 3)
      .map((word) => word[0])
      .join('')
      .toUpperCase();
  return (words[0] ?? '').slice(0, 2).toUpperCase();
}

type MarkStyle = CSSProperties & Record<'--game-mark-accent' | '--game-mark-ink', string>;

/** The mark's colours; none (the house colours) when the branding is missing or not a #rrggbb colour. */
function markStyle(colours: { primary: string; secondary: string; text: string } | undefined) {
  if (!colours || !HEX_COLOUR.test(colours.primary)) return { style: undefined, edged: false };
  const ink = readableTextColour(colours.primary, colours.text);
  const accent =
    HEX_COLOUR.test(colours.secondary) &&
    contrastRatio(colours.primary, colours.secondary) >= MIN_DETAIL_CONTRAST
      ? colours.secondary
      : ink;
  const style: MarkStyle = { color: colours.primary, '--game-mark-accent': accent, '--game-mark-ink': ink };
  return { style, edged: contrastRatio(colours.primary, '#ffffff') < MIN_SHAPE_CONTRAST };
}

export interface MarkedGame {
  /** The product offer key: a cart item's, an order's `lotteryKey`, a result's `productOfferKey`. */
  key: string;
  /** The lottery it plays, when known (a syndicate plays its lottery). */
  lotteryKey?: string;
  /** For the initials of a game without a drawing. */
  name?: string;
}

/**
 * The game's mark; decorative, since the game's name is always beside it. `size` small (2rem) suits
 * list rows, large (3rem) cards and headings.
 */
export function GameMark({ game, size = 'large' }: { game: MarkedGame; size?: 'small' | 'large' }) {
  const branding = findProductBranding(useBranding().data, {
    key: game.key,
    lotteryKey: game.lotteryKey ?? game.key,
  });
  // Region colours follow the signed-in customer's state; a visitor sees the national ones.
  const region = useCustomer().data?.brandingRegion ?? null;
  // A renamed offer of a lottery wears that lottery's drawing, as it wears its branding.
  const drawingKey = [game.key.toLowerCase(), branding?.id].find(
    (key) => key !== undefined && Object.hasOwn(gameMarkDrawings, key),
  );
  const drawing = drawingKey ? gameMarkDrawings[drawingKey] : undefined;
  const { style, edged } = markStyle(branding && regionalColours(branding, region));
  const className = ['game-mark', `game-mark-${size}`, edged ? 'game-mark-edged' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <svg
      className={className}
      style={style}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
      data-game-mark={drawingKey ?? 'initials'}
    >
      {drawing ? (
        <>
          <path className="game-mark-shape" d={drawing.shape} />
          {drawing.accent ? <path className="game-mark-accent" d={drawing.accent} /> : null}
          {drawing.ink ? <path className="game-mark-ink" d={drawing.ink} /> : null}
        </>
      ) : (
        <>
          <circle className="game-mark-shape" cx="24" cy="24" r="22" />
          <text className="game-mark-initials" x="24" y="24" textAnchor="middle" dominantBaseline="central">
            {gameInitials(branding?.logoText || game.name || game.key)}
          </text>
        </>
      )}
    </svg>
  );
}
