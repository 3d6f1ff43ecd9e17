import { useId, useState } from 'react';
import type { Money } from '@fairdraw/contracts';
import {
  currencyFormat,
  formatMoney,
  fromWireMoney,
  maxAmount,
  minAmount,
  parseAmountInput,
  required,
  toWireMoney,
} from '@fairdraw/domain';
import { FormNotice } from '../../../components/ui/form-fields';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useForm } from '../../../lib/use-form';
import type { CartView } from '../utils/cart-cache';
import {
  AddCardToggle,
  DepositFields,
  useDepositOptions,
  useDepositRules,
  type DepositOption,
  type DepositRules,
} from '../../../lib/payment-parts';
import type { DepositPurchase } from '../hooks/use-deposit-purchase';
import { amountToPay } from '../utils/promotion';

interface TopUpPaymentProps {
  cart: CartView;
  balance: Money;
  topUp: DepositPurchase;
}

/**
 * When the wallet holds less than the total: pay the difference by a saved card or a wallet, and buy
 * the cart with it. The amount starts at what is missing (at least the method's minimum).
 */
export function TopUpPayment({ cart, balance, topUp }: TopUpPaymentProps) {
  const headingId = useId();
  const { initialOption } = useDepositRules();
  const { methods, options, cardMethod } = useDepositOptions();
  const [chosenKey, setChosenKey] = useState<string | null>(null);
  const chosen = options.find((option) => option.key === chosenKey) ?? initialOption(options);
  const shortfall = fromWireMoney(amountToPay(cart)) - fromWireMoney(balance);
  const hasCards = options.some((option) => option.kind === 'card');

  return (
    <section className="top-up" aria-labelledby={headingId}>
      <h3 id={headingId}>Top up and pay</h3>
      <p>Your wallet is {formatMoney(shortfall)} short of this total.</p>
      {methods.isPending ? (
        <ListSkeleton label="Loading your payment methods" count={1} />
      ) : methods.isError ? (
        <ErrorState message="We couldn't load your payment methods." onRetry={() => void methods.refetch()} />
      ) : options.length === 0 && !cardMethod ? (
        <p>Card and wallet payments are not available right now.</p>
      ) : (
        <>
          {options.length > 0 ? (
            <TopUpForm
              // A new total or balance starts the amount again from what is missing.
              key={`${amountToPay(cart).amount}|${balance.amount}`}
              cart={cart}
              shortfall={shortfall}
              options={options}
              chosen={chosen}
              onChoose={(option) => setChosenKey(option.key)}
              topUp={topUp}
            />
          ) : null}
          {cardMethod && !hasCards ? (
            <>
              <p>You have no saved cards yet.</p>
              <AddCardToggle
                onAdded={async (fund) => {
                  setChosenKey(`card:${fund.id}`);
                  await methods.refetch();
                }}
              />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

interface TopUpFormProps {
  cart: CartView;
  shortfall: number;
  options: readonly DepositOption[];
  chosen: DepositOption | undefined;
  onChoose: (option: DepositOption) => void;
  topUp: DepositPurchase;
}

/** The smallest top-up that pays for the cart with this way to pay, in cents. */
const smallestTopUp = (
  depositLimits: DepositRules['depositLimits'],
  option: DepositOption | undefined,
  shortfall: number,
) => (option ? Math.max(shortfall, depositLimits(option).min) : shortfall);

const amountText = (cents: number) => toWireMoney(cents).amount;

function TopUpForm({ cart, shortfall, options, chosen, onChoose, topUp }: TopUpFormProps) {
  const { cscDigits, cscProblem, depositLimits } = useDepositRules();
  const least = smallestTopUp(depositLimits, chosen, shortfall);
  const limits = chosen ? depositLimits(chosen) : null;
  const form = useForm({
    initialValues: { amount: amountText(least), csc: '' },
    rules: {
      amount: [required, currencyFormat, minAmount(least), ...(limits ? [maxAmount(limits.max)] : [])],
      ...(cscDigits(chosen) !== null ? { csc: [required] } : {}),
    },
    check: (values) => {
      const problem = cscProblem(chosen, String(values.csc));
      return problem ? { csc: problem } : {};
    },
  });
  const amount = form.field('amount');

  function choose(option: DepositOption) {
    // An amount the customer has not changed follows the new method's minimum.
    if (amount.value === amountText(least))
      amount.onChange(amountText(smallestTopUp(depositLimits, option, shortfall)));
    onChoose(option);
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (!chosen) return;
    const cents = parseAmountInput(String(values.amount).trim()) ?? least;
    await topUp.pay(cart, chosen, cents, String(values.csc));
  });

  const cents = parseAmountInput(String(amount.value).trim());
  const total = formatMoney(fromWireMoney(amountToPay(cart)));
  const deposit = cents === null ? 'Deposit' : `Deposit ${formatMoney(cents)}`;
  const via = chosen?.kind === 'wallet' ? ` with ${chosen.label}` : '';
  const busy = form.submitting || topUp.paying || topUp.leaving !== null;
  return (
    <form
      className="top-up-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Top up and pay"
    >
      <FormNotice notice={topUp.leaving} />
      <DepositFields
        options={options}
        chosen={chosen}
        onChoose={choose}
        amount={amount}
        amountHint={
          limits
            ? `At least ${formatMoney(least)}, at most ${formatMoney(limits.max)}. What is left over stays in your wallet.`
            : null
        }
        csc={form.field('csc')}
      />
      <button type="submit" className="button cart-buy" disabled={busy || !chosen}>
        {busy ? 'Paying…' : `${deposit}${via} and pay ${total}`}
      </button>
    </form>
  );
}
