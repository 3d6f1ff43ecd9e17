import { useMemo, useRef, useState } from 'react';
import { ApiError } from '@fairdraw/client';
import type { Deposit, Fund, PaymentMethod } from '@fairdraw/contracts';
import {
  browserInfo,
  cscLength,
  currencyFormat,
  DEPOSIT_FAILURE_FALLBACK,
  fromWireMoney,
  groupedCardNumber,
  maxAmount,
  minAmount,
  parseAmountInput,
  required,
  toWireMoney,
  type CardBrand,
} from '@fairdraw/domain';
import { FormAlert, TextField } from '../../../components/ui/form-fields';
import { useApi } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { postDeposit } from '../api/post-deposit';

export const cardLabel = (fund: Fund) =>
  fund.card ? `${fund.card.brand} ${groupedCardNumber(fund.card.lastFour, fund.card.numberLength)}` : fund.id;

/** What the browser tells the bank for 3-D Secure (colour depth rounded by the shared rule). */
function currentBrowserInfo() {
  return browserInfo({
    language: navigator.language,
    colorDepth: window.screen.colorDepth,
    screenHeight: window.screen.height,
    screenWidth: window.screen.width,
    viewportWidth: window.innerWidth,
    timezoneOffset: new Date().getTimezoneOffset(),
    origin: window.location.origin,
  });
}

/** A failure's text: the server's message, or the spec's fallback (account-area §8). */
function depositFailure(error: unknown): unknown {
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.message) return error;
  return new ApiError({
    status: error instanceof ApiError ? error.status : 0,
    url: '',
    message: DEPOSIT_FAILURE_FALLBACK,
  });
}

/** One Idempotency-Key per attempt: kept while the card and amount stay the same, so a retry cannot charge twice. */
function useAttemptKey() {
  const attemptRef = useRef<{ fingerprint: string; key: string } | null>(null);
  return useMemo(
    () => ({
      keyFor(fingerprint: string): string {
        if (attemptRef.current?.fingerprint !== fingerprint)
          attemptRef.current = { fingerprint, key: crypto.randomUUID() };
        return attemptRef.current.key;
      },
      done() {
        attemptRef.current = null;
      },
    }),
    [],
  );
}

export interface DepositFormProps {
  method: PaymentMethod;
  /** Deposits made from the checkout return to the checkout's pages. */
  checkout: boolean;
  onCompleted: (deposit: Deposit) => Promise<void> | void;
  /** Leaves for the bank's 3-D Secure page. */
  onActionRequired: (deposit: Deposit) => void;
}

export function DepositForm({ method, checkout, onCompleted, onActionRequired }: DepositFormProps) {
  const { client } = useApi();
  const cards = method.funds.filter((fund) => fund.card);
  const rule = method.rules.gatewayRules[0];
  const cscRequired = rule?.cscRequired ?? false;
  const min = fromWireMoney(method.rules.minAmount);
  const max = fromWireMoney(method.rules.maxAmount);
  const [fundId, setFundId] = useState(cards.find((fund) => fund.default)?.id ?? cards[0]?.id ?? '');
  const attempt = useAttemptKey();
  const chosen = cards.find((fund) => fund.id === fundId);
  const length = chosen?.card ? cscLength(chosen.card.brand as CardBrand) : 3;
  const form = useForm({
    initialValues: { amount: '', csc: '' },
    rules: {
      amount: [required, currencyFormat, minAmount(min), maxAmount(max)],
      ...(cscRequired ? { csc: [required] } : {}),
    },
    check: (values) =>
      cscRequired && String(values.csc) !== '' && !new RegExp(`^\\d{${length}}$`).test(String(values.csc))
        ? { csc: `Please enter the ${length} digit security code from your card.` }
        : {},
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const cents = parseAmountInput(String(values.amount)) ?? 0;
    const key = attempt.keyFor(`${fundId}:${cents}`);
    try {
      const response = await postDeposit(
        client,
        fundId,
        {
          amount: toWireMoney(cents),
          checkout,
          customerFundId: fundId,
          depositMethodCode: method.code,
          ...(rule ? { gatewayKey: rule.gateway } : {}),
          ...(cscRequired ? { csc: String(values.csc) } : {}),
          strongCustomerAuthentication: currentBrowserInfo(),
        },
        key,
      );
      attempt.done();
      const deposit = response.result;
      if (deposit.status === 'requires_action') onActionRequired(deposit);
      else await onCompleted(deposit);
    } catch (error) {
      throw depositFailure(error);
    }
  });

  return (
    <form className="deposit-form" noValidate onSubmit={onSubmit} aria-label="Deposit">
      <FormAlert message={form.generalError} />
      <fieldset>
        <legend>Pay with</legend>
        {cards.map((fund) => (
          <label key={fund.id} className="deposit-card">
            <input
              type="radio"
              name="fund"
              value={fund.id}
              checked={fund.id === fundId}
              onChange={() => setFundId(fund.id)}
            />
            {cardLabel(fund)}
            {fund.default ? ' (default)' : ''}
          </label>
        ))}
      </fieldset>
      <TextField
        {...form.field('amount')}
        label="Amount ($)"
        inputMode="text"
        hint={`From $${method.rules.minAmount.amount} to $${method.rules.maxAmount.amount}`}
      />
      {cscRequired ? (
        <TextField {...form.field('csc')} label="Security code" inputMode="numeric" autoComplete="cc-csc" />
      ) : null}
      <button type="submit" className="button" disabled={form.submitting || !fundId}>
        {form.submitting ? 'Depositing…' : 'Deposit'}
      </button>
    </form>
  );
}
