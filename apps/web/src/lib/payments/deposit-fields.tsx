import type { ReactNode } from 'react';
import { RadioField, TextField } from '../../components/ui/form-fields';
import type { TextFieldProps } from '../../components/ui/form-fields';
import { cscDigits, type DepositOption } from './deposit-options';

type FieldProps = Pick<TextFieldProps, 'name' | 'value' | 'error' | 'onChange' | 'ref'>;

/**
 * What a deposit asks: how to pay (each saved card, each wallet), the amount, and the card's security
 * code when a card that needs one is chosen. Wallets ask for no code: the customer approves on the
 * wallet's own page.
 */
export function DepositFields({
  options,
  chosen,
  onChoose,
  amount,
  amountHint,
  csc,
}: {
  options: readonly DepositOption[];
  chosen: DepositOption | undefined;
  onChoose: (option: DepositOption) => void;
  amount: FieldProps;
  amountHint: ReactNode;
  csc: FieldProps;
}) {
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
