import { cardHolderName, required } from '@fairdraw/domain';
import { FormAlert, TextField } from '../../../components/ui/form-fields';
import { useApi } from '../../../lib/api-client';
import type { AddCardFormProps } from '../../../lib/payment-parts';
import { useForm } from '../../../lib/use-form';
import { addCard } from '../api/add-card';
import { tokeniseCard } from '../api/tokenise-card';
import { cardNumberDigits, formatCardNumber, formatExpiry } from '../utils/card-input';

/**
 * A new card: the details go to the gateway's tokenise call (hosted fields), and only the token it
 * answers is sent to Fairdraw. Field errors of the gateway land on the matching fields.
 */
export function AddCardForm({ tokeniseUrl, onAdded }: AddCardFormProps) {
  const { client } = useApi();
  const form = useForm({
    initialValues: { holderName: '', number: '', expiry: '', csc: '' },
    rules: {
      holderName: [required, cardHolderName],
      number: [required],
      expiry: [required],
      csc: [required],
    },
    check: (values) =>
      /^\s*\d{1,2}\s*\/\s*\d{2}(\d{2})?\s*$/.test(String(values.expiry))
        ? {}
        : { expiry: 'Please enter the expiry date as MM/YY.' },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const [month = '', year = ''] = String(values.expiry)
      .split('/')
      .map((part) => part.trim());
    const card = await tokeniseCard(client, tokeniseUrl, {
      number: cardNumberDigits(String(values.number)),
      expiryMonth: Number(month),
      expiryYear: Number(year),
      csc: String(values.csc),
      holderName: String(values.holderName),
    });
    await onAdded(await addCard(client, card.token));
  });

  // Shown as typed the way the card prints them (utils/card-input.ts).
  const number = form.field('number');
  const expiry = form.field('expiry');
  return (
    <form className="fund-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Add a card">
      <FormAlert message={form.generalError} />
      <TextField {...form.field('holderName')} label="Card holder's name" autoComplete="cc-name" />
      <TextField
        {...number}
        onChange={(typed) => number.onChange(formatCardNumber(String(typed)))}
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
      />
      <TextField
        {...expiry}
        onChange={(typed) => expiry.onChange(formatExpiry(String(typed)))}
        label="Expiry (MM/YY)"
        autoComplete="cc-exp"
        inputMode="numeric"
      />
      <TextField {...form.field('csc')} label="Security code" autoComplete="cc-csc" inputMode="numeric" />
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? 'Adding…' : 'Add card'}
      </button>
    </form>
  );
}
