import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { WithdrawableFunds, WithdrawalDestination, WithdrawalMethod } from '@fairdraw/contracts';
import {
  MAX_WITHDRAWAL_CENTS,
  MIN_WITHDRAWAL_CENTS,
  currencyFormat,
  fromWireMoney,
  maxAmount,
  minAmount,
  parseAmountInput,
  required,
  toWireMoney,
} from '@fairdraw/domain';
import { FormAlert, TextField } from '../../../components/ui/form-fields';
import { useForm } from '../../../lib/use-form';
import { useWithdraw } from '../api/withdraw';
import { DestinationForm } from './destination-form';

/** Choose or add a destination, type an amount, withdraw; success opens the new withdrawal's page. */
export function WithdrawForm({
  methods,
  funds,
}: {
  methods: WithdrawalMethod[];
  funds: WithdrawableFunds | undefined;
}) {
  const navigate = useNavigate();
  const submit = useWithdraw();
  const destinations = methods.flatMap((method) => method.funds);
  const types = methods.flatMap((method) => method.types);
  const [adding, setAdding] = useState(destinations.length === 0);
  const withdrawable = funds ? fromWireMoney({ amount: funds.amount, currency: funds.currency }) : 0;
  const limit = Math.min(MAX_WITHDRAWAL_CENTS, withdrawable);
  const form = useForm({
    initialValues: { destinationId: destinations[0]?.id ?? '', amount: '' },
    rules: {
      destinationId: [required],
      amount: [required, currencyFormat, minAmount(MIN_WITHDRAWAL_CENTS), maxAmount(limit)],
    },
  });
  // One key per destination and amount: a retried click with the same details is the same withdrawal.
  const [keys] = useState(() => new Map<string, string>());

  const onSubmit = form.handleSubmit(async (values) => {
    const destination = destinations.find((item) => item.id === values.destinationId);
    const cents = parseAmountInput(String(values.amount));
    if (!destination || cents === null) return;
    const fingerprint = `${destination.id}:${cents}`;
    const idempotencyKey = keys.get(fingerprint) ?? crypto.randomUUID();
    keys.set(fingerprint, idempotencyKey);
    const withdrawal = await submit.mutateAsync({
      destinationId: destination.id,
      body: {
        amount: { amount: toWireMoney(cents).amount, currency: 'AUD' },
        bankType: destination.type,
        withdrawalMethodCode: destination.withdrawalMethodCode,
      },
      idempotencyKey,
    });
    await navigate(`/my-account/withdraw/details/${withdrawal.id}`);
  });

  const onAdded = (destination: WithdrawalDestination) => {
    form.field('destinationId').onChange(destination.id);
    setAdding(false);
  };

  return (
    <div className="withdraw-form">
      {destinations.length > 0 ? (
        <fieldset className="withdraw-destinations">
          <legend>Withdraw to</legend>
          {destinations.map((destination) => (
            <label key={destination.id} className="withdraw-choice">
              <input
                type="radio"
                name="destinationId"
                value={destination.id}
                checked={form.values.destinationId === destination.id}
                onChange={() => form.field('destinationId').onChange(destination.id)}
                ref={form.field('destinationId').ref}
              />
              {destination.accountName ? `${destination.accountName}, ` : ''}
              {destination.label}
            </label>
          ))}
          {form.errors.destinationId ? <p className="field-error">Choose where to send the money.</p> : null}
          {!adding ? (
            <button type="button" className="link-button" onClick={() => setAdding(true)}>
              Add a bank account or PayID
            </button>
          ) : null}
        </fieldset>
      ) : null}
      {adding ? (
        <DestinationForm
          types={types}
          onAdded={onAdded}
          {...(destinations.length > 0 ? { onCancel: () => setAdding(false) } : {})}
        />
      ) : null}
      {destinations.length > 0 || !adding ? (
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Withdraw">
          <FormAlert message={form.generalError} />
          <TextField
            {...form.field('amount')}
            label="Amount (AUD)"
            inputMode="numeric"
            hint={`Between ${toWireMoney(MIN_WITHDRAWAL_CENTS).amount} and ${toWireMoney(Math.max(limit, 0)).amount}.`}
          />
          <button type="submit" className="button" disabled={form.submitting}>
            {form.submitting ? 'Withdrawing…' : 'Withdraw'}
          </button>
        </form>
      ) : null}
    </div>
  );
}
