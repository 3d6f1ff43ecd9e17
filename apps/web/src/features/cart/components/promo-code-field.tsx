// The cart's promo code (shop-core §4 "Promotion", §7 "POST /cart/promotion", §8 promotion_not_added;
// decision 0048): a labelled field whose submit is debounced 500 ms, the server's message under it
// when the code is refused, what the code gives once it is on, and a way to take it off.
import { useId, useState, type FormEvent } from 'react';
import type { CartPromotion } from '@fairdraw/contracts';
import { formatWireMoney } from '../../../components/ui/money';
import { useDebouncer } from '../../../lib/use-debouncer';
import { useCartPromotion } from '../api/cart-promotion';
import { cartErrorMessage } from '../utils/cart-errors';

/** What a code on the cart gives, in words. */
function promotionLine(promotion: CartPromotion): string {
  if (promotion.type === 'voucher_credit_amount')
    return `${formatWireMoney(promotion.credit)} promotional credit goes into your wallet when you buy.`;
  return `${promotion.description}: you save ${formatWireMoney(promotion.discount)}.`;
}

export function PromoCodeField({ promotion }: { promotion: CartPromotion | undefined }) {
  const inputId = useId();
  const errorId = useId();
  const changes = useCartPromotion();
  const debounce = useDebouncer<unknown>();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Every promotion call's outcome: a refusal's message is shown, anything else clears it. */
  async function run(change: () => Promise<unknown>): Promise<boolean> {
    setBusy(true);
    try {
      await debounce(change);
      setError(null);
      return true;
    } catch (failure) {
      setError(cartErrorMessage(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = code.trim();
    if (typed === '') {
      setError('Enter a promo code.');
      return;
    }
    if (await run(() => changes.apply(typed))) setCode('');
  }

  if (promotion)
    return (
      <div className="promo-code">
        <p className="promo-code-applied" role="status">
          Promo code <strong>{promotion.code}</strong>
          {promotion.usable ? `: ${promotionLine(promotion)}` : null}
        </p>
        {promotion.message ? (
          <p id={errorId} className="field-error">
            {promotion.message}
          </p>
        ) : null}
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <button
          type="button"
          className="button button-secondary"
          aria-label={`Remove promo code ${promotion.code}`}
          aria-describedby={promotion.message ? errorId : undefined}
          disabled={busy}
          onClick={() => void run(() => changes.remove())}
        >
          {busy ? 'Removing…' : 'Remove'}
        </button>
      </div>
    );

  return (
    <form
      className="promo-code"
      noValidate
      aria-label="Promo code"
      onSubmit={(event) => void onSubmit(event)}
    >
      <label htmlFor={inputId}>Promo code</label>
      <div className="promo-code-entry">
        <input
          id={inputId}
          name="promotionCode"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button button-secondary">
          {busy ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {error ? (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
