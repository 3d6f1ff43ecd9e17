import type { WithdrawalDestination, WithdrawalType } from '@fairdraw/contracts';
import { destinationRules } from '@fairdraw/domain';
import { FormAlert, TextField } from '../../../components/ui/form-fields';
import { useForm } from '../../../lib/use-form';
import { useAddDestination } from '../api/add-destination';

export const typeNames: Record<WithdrawalType, string> = {
  national: 'Australian bank account',
  international: 'Overseas bank account',
  payid_email: 'PayID (e-mail)',
  payid_phone: 'PayID (mobile)',
};

/** A new bank account (BSB and account number, or SWIFT) or PayID, checked with the domain's rules. */
export function DestinationForm({
  types,
  onAdded,
  onCancel,
}: {
  types: readonly WithdrawalType[];
  onAdded: (destination: WithdrawalDestination) => void;
  onCancel?: () => void;
}) {
  const add = useAddDestination();
  const form = useForm({
    initialValues: {
      type: types[0] ?? 'national',
      accountName: '',
      bsb: '',
      accountNumber: '',
      swift: '',
      email: '',
      phone: '',
    },
    rules: {},
    check: (values) => {
      const rules = destinationRules(values.type as WithdrawalType);
      const failed: Record<string, string> = {};
      for (const [name, fieldRules] of Object.entries(rules))
        for (const rule of fieldRules) {
          const message = rule(values[name as keyof typeof values]);
          if (message) {
            failed[name] = message;
            break;
          }
        }
      return failed;
    },
  });
  const type = form.values.type as WithdrawalType;
  const onSubmit = form.handleSubmit(async (values) => {
    const visible = Object.keys(destinationRules(type));
    const body = Object.fromEntries(
      Object.entries(values).filter(([name]) => visible.includes(name) && name !== 'type'),
    );
    onAdded(await add.mutateAsync({ type, ...body }));
  });

  return (
    <form className="withdraw-destination-form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormAlert message={form.generalError} />
      <fieldset className="withdraw-types">
        <legend>Pay to</legend>
        {types.map((option) => (
          <label key={option} className="withdraw-choice">
            <input
              type="radio"
              name="destination-type"
              value={option}
              checked={type === option}
              onChange={() => form.field('type').onChange(option)}
            />
            {typeNames[option]}
          </label>
        ))}
      </fieldset>
      {type === 'national' || type === 'international' ? (
        <TextField {...form.field('accountName')} label="Name on the account" autoComplete="name" />
      ) : null}
      {type === 'national' ? <TextField {...form.field('bsb')} label="BSB" inputMode="numeric" /> : null}
      {type === 'international' ? <TextField {...form.field('swift')} label="SWIFT code" /> : null}
      {type === 'national' || type === 'international' ? (
        <TextField
          {...form.field('accountNumber')}
          label={type === 'national' ? 'Account number' : 'Account number or IBAN'}
          inputMode={type === 'national' ? 'numeric' : 'text'}
        />
      ) : null}
      {type === 'payid_email' ? (
        <TextField {...form.field('email')} label="PayID e-mail address" type="email" inputMode="email" />
      ) : null}
      {type === 'payid_phone' ? (
        <TextField {...form.field('phone')} label="PayID mobile number" type="tel" inputMode="tel" />
      ) : null}
      <div className="form-actions">
        <button type="submit" className="button button-secondary" disabled={form.submitting}>
          {form.submitting ? 'Saving…' : 'Save this account'}
        </button>
        {onCancel ? (
          <button type="button" className="link-button" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
