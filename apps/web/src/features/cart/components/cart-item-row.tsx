import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { CartBlockedReason, CartItemResult } from '@fairdraw/contracts';
import { cartBlockedActions, cartItemEdit, nearDrawWording } from '@fairdraw/domain';
import { DrawDate } from '../../../components/ui/draw-date';
import { GameMark } from '../../../components/ui/game-mark';
import { formatWireMoney } from '../../../components/ui/money';
import { Stepper } from '../../../components/ui/stepper';
import { cartErrorMessage } from '../utils/cart-errors';
import { useCartItemChanges } from '../api/change-cart-item';
import { useDebouncer } from '../../../lib/use-debouncer';
import { useNow } from '../../../lib/use-now';

interface CartItemRowProps {
  item: CartItemResult;
  /** Why the item cannot be bought as it is, when it cannot. */
  blockedMessage?: string;
  /** The reason's code: limits and verification come with a link to the page that fixes them. */
  blockedReason?: CartBlockedReason;
}

/** One cart item: what it is, its draw, draws or quantity to change, its total, and Remove. */
export function CartItemRow({ item, blockedMessage, blockedReason }: CartItemRowProps) {
  const action = blockedReason ? cartBlockedActions[blockedReason] : null;
  const headingId = useId();
  const blockedId = useId();
  const now = useNow();
  const near = nearDrawWording(new Date(item.drawDate), now);
  const changes = useCartItemChanges();
  const debounce = useDebouncer<void>();
  const edit = cartItemEdit(item.productType);
  // The value being sent; null once the server's answer is in the cart.
  const [draft, setDraft] = useState<number | null>(null);
  const [removing, setRemoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const current = edit ? item[edit.field] : null;

  async function change(value: number) {
    if (!edit) return;
    setDraft(value);
    setError(null);
    try {
      await debounce(() => changes.update(item.id, { [edit.field]: value }));
    } catch (failure) {
      setError(cartErrorMessage(failure));
    } finally {
      setDraft(null);
    }
  }

  async function remove() {
    setRemoving(true);
    setError(null);
    try {
      await debounce(() => changes.remove(item.id));
    } catch (failure) {
      setError(cartErrorMessage(failure));
      setRemoving(false);
    }
  }

  return (
    <li className={blockedMessage ? 'cart-item cart-item-blocked' : 'cart-item'}>
      <article aria-labelledby={headingId} aria-describedby={blockedMessage ? blockedId : undefined}>
        <h2 id={headingId} className="cart-item-title game-heading">
          <GameMark game={{ key: item.lotteryKey }} size="small" />
          <span>{item.description}</span>
        </h2>
        <p className="cart-item-draw">
          {item.numDraws > 1 ? 'From draw' : 'Draw'} {item.drawNo}:{' '}
          {near ? (
            <>
              <strong>{near}</strong>{' '}
              <span className="muted">
                (<DrawDate iso={item.drawDate} />)
              </span>
            </>
          ) : (
            <strong>
              <DrawDate iso={item.drawDate} />
            </strong>
          )}
        </p>
        {blockedMessage ? (
          <p id={blockedId} className="cart-item-problem">
            {blockedMessage}
          </p>
        ) : null}
        {blockedMessage && action ? (
          <p className="cart-item-action">
            <Link to={action.href}>{action.label}</Link>
          </p>
        ) : null}
        <div className="cart-item-controls">
          {edit && current !== null ? (
            <Stepper
              label={edit.field === 'numDraws' ? 'Draws' : 'Quantity'}
              hiddenContext={`for ${item.description}`}
              value={draft ?? current}
              min={edit.min}
              max={edit.max}
              isDisabled={removing}
              onChange={(value) => void change(value)}
            />
          ) : null}
          <p className="cart-item-total">
            <span className="muted">Item total</span> <strong>{formatWireMoney(item.total)}</strong>
            {draft !== null ? <span className="muted"> Updating…</span> : null}
          </p>
          <button
            type="button"
            className="link-button"
            aria-label={`Remove ${item.description}`}
            disabled={removing}
            onClick={() => void remove()}
          >
            {removing ? 'Removing…' : 'Remove'}
          </button>
        </div>
        {error ? (
          <p role="alert" className="cart-item-problem">
            {error}
          </p>
        ) : null}
      </article>
    </li>
  );
}
