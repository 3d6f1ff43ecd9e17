import { ApiError } from '@fairdraw/client';
import type { Fund } from '@fairdraw/contracts';
import { BANK_ACCOUNT_FIELD_MAP, required } from '@fairdraw/domain';
import { FormAlert, SelectField, TextField } from '../../../components/ui/form-fields';
import { useApi } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { addBankAccount } from '../api/add-bank-account';

const TYPES = ['Australian account', 'International account'] as const;

/**
 * The server names bank account problems account_number, bsb and swift (arriving camelCased as
 * accountNumber, bsb, swift); the form's fields are accountNumber and bankCode (account-area §5).
 */
export function mapBankAccountErrors(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  const errors: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.errors)) {
    const target = BANK_ACCOUNT_FIELD_MAP[field] ?? field;
    errors[target] = [...(errors[target] ?? []), ...messages];
  }
  return new ApiError({
    status: error.status,
    url: error.url,
    code: error.code,
    message: error.message,
    errors,
    messages: error.messages,
    details: error.details,
  });
}

export function AddBankAccountForm({ onAdded }: { onAdded: (fund: Fund) => Promise<void> | void }) {
  const { client } = useApi();
  const form = useForm({
    initialValues: { type: TYPES[0], accountName: '', bankCode: '', accountNumber: '' },
    rules: { accountName: [required], bankCode: [required], accountNumber: [required] },
  });
  const national = form.values.type === TYPES[0];

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const fund = await addBankAccount(client, {
        code: String(values.bankCode),
        accountNumber: String(values.accountNumber),
        accountName: String(values.accountName),
        type: values.type === TYPES[0] ? 'national' : 'international',
      });
      await onAdded(fund);
    } catch (error) {
      throw mapBankAccountErrors(error);
    }
  });

  return (
    <form className="fund-form" noValidate onSubmit={onSubmit} aria-label="Add a bank account">
      <FormAlert message={form.generalError} />
      <SelectField {...form.field('type')} label="Account type" options={TYPES} />
      <TextField {...form.field('accountName')} label="Name on the account" autoComplete="name" />
      <TextField
        {...form.field('bankCode')}
        label={national ? 'BSB' : 'SWIFT/BIC'}
        inputMode={national ? 'numeric' : 'text'}
        hint={national ? '6 digits, e.g. 062-000' : '8 or 11 characters'}
      />
      <TextField
        {...form.field('accountNumber')}
        label={national ? 'Account number' : 'Account number or IBAN'}
        inputMode={national ? 'numeric' : 'text'}
      />
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? 'Adding…' : 'Add bank account'}
      </button>
    </form>
  );
}
