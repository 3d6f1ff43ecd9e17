import { RadioField, TextField } from '../../../components/ui/form-fields';
import type { DepositFieldsProps } from '../../../lib/payment-parts';
import { cscDigits } from '../utils/deposit-options';

/**
 * What a deposit asks: how to pay (each saved card, each wallet), the amount, and the card's security
 * code when a card that needs one is chosen. Wallets ask for no code: the customer approves on the
 * wallet's own page.
 */
export function DepositFields({ options, chosen, onChoose, amount, amountHint, csc }: DepositFieldsProps) {
  return (
    <>
      <RadioField
        name="payWith"
        label="Pay with"
        value={chosen?.key ?? ''}
        onChange={(key) => {
          const option = options.find((candidate) => candidate.key === key);
          if (option) onChoose(option);
        }}
        options={options.map((option) => ({ value: option.key, label: option.label }))}
      />
      <TextField {...amount} label="Amount ($)" inputMode="text" hint={amountHint} />
      {cscDigits(chosen) !== null ? (
        <TextField {...csc} label="Security code" inputMode="numeric" autoComplete="cc-csc" />
      ) : null}
    </>
  );
}
