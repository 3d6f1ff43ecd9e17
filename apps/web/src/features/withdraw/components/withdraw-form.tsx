import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { Fund, PaymentMethod, WithdrawableFunds, WithdrawalMethodCode } from '@fairdraw/contracts';
import {
  MAX_WITHDRAWAL_CENTS,
  MIN_WITHDRAWAL_CENTS,
  currencyFormat,
  formatMoney,
  fromWireMoney,
  maxAmount,
  minAmount,
  parseAmountInput,
  required,
  toWireMoney,
} from '@fairdraw/domain';
import { FormAlert, RadioField, TextField } from '../../../components/ui/form-fields';
import { BankAccountForm, PAYMENT_METHODS_QUERY_KEY } from '../../../lib/payment-parts';
import { useForm } from '../../../lib/use-form';
import { useWithdraw } from '../api/withdraw';

const usable = (fund: Fund) => fund.bankAccount?.status !== 'Failed Verification';

/** How an account is named in the choice: the name on it, then its masked number or PayID. */
export function payoutName(fund: Fund): string {
  const account = fund.bankAccount;
  if (!account) return fund.type;
  return account.accountName ? `${account.accountName}, ${account.label}` : account.label;
}

/**
 * Choose or add a bank account or PayID, type an amount, withdraw; success opens the new withdrawal's
 * page. Accounts that failed their check are shown but cannot be chosen.
 */
export function WithdrawForm({
  methods,
  funds,
}: {
  methods: PaymentMethod[];
  funds: WithdrawableFunds | undefined;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const submit = useWithdraw();
  const offered = methods.filter((method) => method.rules.enabled);
  const accounts = offered.flatMap((method) => method.funds);
  const types = offered.flatMap((method) => method.types);
  const [adding, setAdding] = useState(accounts.length === 0);
  const withdrawable = funds ? fromWireMoney({ amount: funds.amount, currency: funds.currency }) : 0;
  // When the funds could not be read the form stays, held only to the largest withdrawal: the server
  // checks the amount against the funds either way.
  const limit = funds ? Math.min(MAX_WITHDRAWAL_CENTS, withdrawable) : MAX_WITHDRAWAL_CENTS;
  // Below the smallest withdrawal (promotional credit alone, say) there is no amount to ask for.
  const tooLittle = funds !== undefined && withdrawable < MIN_WITHDRAWAL_CENTS;
  const form = useForm({
    initialValues: { fundId: accounts.find(usable)?.id ?? '', amount: '' },
    rules: {
      fundId: [required],
      amount: [required, currencyFormat, minAmount(MIN_WITHDRAWAL_CENTS), maxAmount(limit)],
    },
  });
  // One key per account and amount: a retried click with the same details is the same withdrawal.
  const [keys] = useState(() => new Map<string, string>());

  const onSubmit = form.handleSubmit(async (values) => {
    const account = accounts.find((item) => item.id === values.fundId);
    const cents = parseAmountInput(String(values.amount));
    if (!account?.bankAccount || cents === null) return;
    const fingerprint = `${account.id}:${cents}`;
    const idempotencyKey = keys.get(fingerprint) ?? crypto.randomUUID();
    keys.set(fingerprint, idempotencyKey);
    const withdrawal = await submit.mutateAsync({
      fundId: account.id,
      body: {
        amount: { amount: toWireMoney(cents).amount, currency: 'AUD' },
        bankType: account.bankAccount.type,
        withdrawalMethodCode: account.methodCode as WithdrawalMethodCode,
      },
      idempotencyKey,
    });
    await navigate(`/my-account/withdraw/details/${withdrawal.id}`);
  });

  const onAdded = async (fund: Fund) => {
    await queryClient.invalidateQueries({ queryKey: PAYMENT_METHODS_QUERY_KEY });
    form.field('fundId').onChange(fund.id);
    setAdding(false);
  };

  return (
    <div className="withdraw-form">
      {tooLittle ? (
        <p className="notice" role="note">
          You can withdraw once you have at least {formatMoney(MIN_WITHDRAWAL_CENTS)} of withdrawable funds.
          Winnings and deposits can be withdrawn; promotional credit can only be played.
        </p>
      ) : null}
      {accounts.length > 0 ? (
        <>
          <RadioField
            {...form.field('fundId')}
            label="Withdraw to"
            error={form.errors.fundId ? 'Choose where to send the money.' : undefined}
            options={accounts.map((account) => ({
              value: account.id,
              label: payoutName(account),
              disabled: !usable(account),
              ...(usable(account)
                ? {}
                : { detail: 'This account failed our check and cannot be paid to. Please add another.' }),
            }))}
          />
          {!adding ? (
            <button type="button" className="link-button" onClick={() => setAdding(true)}>
              Add a bank account{types.some((type) => type.startsWith('payid')) ? ' or PayID' : ''}
            </button>
          ) : null}
        </>
      ) : null}
      {adding ? (
        <BankAccountForm
          types={types}
          onAdded={onAdded}
          {...(accounts.length > 0 ? { onCancel: () => setAdding(false) } : {})}
        />
      ) : null}
      {accounts.length > 0 && !tooLittle ? (
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Withdraw">
          <FormAlert message={form.generalError} />
          <TextField
            {...form.field('amount')}
            label="Amount (AUD)"
            inputMode="numeric"
            hint={`Between ${formatMoney(MIN_WITHDRAWAL_CENTS)} and ${formatMoney(limit)}.`}
          />
          <button type="submit" className="button" disabled={form.submitting}>
            {form.submitting ? 'Withdrawing…' : 'Withdraw'}
          </button>
        </form>
      ) : null}
    </div>
  );
}
