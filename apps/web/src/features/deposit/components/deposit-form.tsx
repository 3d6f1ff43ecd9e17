import { ApiError } from '@fairdraw/client';
import type { Deposit, DepositBody } from '@fairdraw/contracts';
import {
  currencyFormat,
  DEPOSIT_FAILURE_FALLBACK,
  formatMoney,
  maxAmount,
  minAmount,
  parseAmountInput,
  required,
} from '@fairdraw/domain';
import { FormAlert, FormNotice } from '../../../components/ui/form-fields';
import { useApi } from '../../../lib/api-client';
import {
  DepositFields,
  useDepositRules,
  useLeaveForApproval,
  type DepositOption,
} from '../../../lib/payment-parts';
import { useForm } from '../../../lib/use-form';
import { useMoneyMutation } from '../../../lib/use-money-mutation';
import { postDeposit } from '../api/post-deposit';
import { postWalletDeposit } from '../api/post-wallet-deposit';

/** A failure's text: the server's message, or the spec's fallback (account-area §8). */
function depositFailure(error: unknown): ApiError {
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.message) return error;
  return new ApiError({
    status: error instanceof ApiError ? error.status : 0,
    url: '',
    message: DEPOSIT_FAILURE_FALLBACK,
  });
}

export interface DepositFormProps {
  /** The saved cards and wallets to choose from (at least one). */
  options: readonly DepositOption[];
  chosen: DepositOption | undefined;
  onChoose: (option: DepositOption) => void;
  /** Deposits made from the checkout return to the checkout's pages. */
  checkout: boolean;
  /** The deposit's answer when the browser does not leave for an approval page: show its outcome. */
  onOutcome: (deposit: Deposit) => Promise<void> | void;
}

/**
 * Money into the wallet from a saved card or a wallet. A card may be challenged by 3-D Secure and a
 * wallet always asks for approval on its own page: the browser then leaves for that page.
 */
export function DepositForm({ options, chosen, onChoose, checkout, onOutcome }: DepositFormProps) {
  const { client } = useApi();
  // Writes wait for a quiet 500 ms (account-area §9); the form sends one attempt at a time.
  const deposit = useMoneyMutation({
    fingerprint: ({ option, cents }: { option: DepositOption; cents: number; body: DepositBody }) =>
      `${option.key}:${cents}`,
    mutationFn: ({ option, body }, key) =>
      option.kind === 'card'
        ? postDeposit(client, option.fund.id, body, key)
        : postWalletDeposit(client, option.code, option.gateway, body, key),
  });
  const approval = useLeaveForApproval();
  const { cscDigits, cscProblem, depositBody, depositLimits } = useDepositRules();
  const limits = chosen ? depositLimits(chosen) : null;
  const form = useForm({
    initialValues: { amount: '', csc: '' },
    rules: {
      amount: limits ? [required, currencyFormat, minAmount(limits.min), maxAmount(limits.max)] : [required],
      ...(cscDigits(chosen) !== null ? { csc: [required] } : {}),
    },
    check: (values) => {
      const problem = cscProblem(chosen, String(values.csc));
      return problem ? { csc: problem } : {};
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (!chosen) return;
    const cents = parseAmountInput(String(values.amount).trim()) ?? 0;
    const body = depositBody(chosen, cents, { checkout, csc: String(values.csc) });
    const response = await deposit.mutate({ option: chosen, cents, body }).catch((error: unknown) => {
      throw depositFailure(error);
    });
    if (!response) return;
    const made = response.result;
    if (made.status !== 'requires_action' || !approval.leaveFor(made, response.messages))
      await onOutcome(made);
  });

  const leaving = approval.notice !== null;
  const label = chosen?.kind === 'wallet' ? `Continue to ${chosen.label}` : 'Deposit';
  return (
    <form className="deposit-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Deposit">
      <FormAlert message={form.generalError} />
      <FormNotice notice={approval.notice} />
      <DepositFields
        options={options}
        chosen={chosen}
        onChoose={onChoose}
        amount={form.field('amount')}
        amountHint={limits ? `From ${formatMoney(limits.min)} to ${formatMoney(limits.max)}` : null}
        csc={form.field('csc')}
      />
      <button type="submit" className="button" disabled={form.submitting || leaving || !chosen}>
        {form.submitting || leaving
          ? chosen?.kind === 'wallet'
            ? `Continuing to ${chosen.label}…`
            : 'Depositing…'
          : label}
      </button>
    </form>
  );
}
