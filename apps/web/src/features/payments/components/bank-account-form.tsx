import { ApiError } from '@fairdraw/client';
import type { BankAccountKind } from '@fairdraw/contracts';
import { BANK_ACCOUNT_FIELD_MAP, bankAccountFormProblems, isPayId } from '@fairdraw/domain';
import { FormAlert, RadioField, TextField } from '../../../components/ui/form-fields';
import { useApi } from '../../../lib/api-client';
import type { BankAccountFormProps } from '../../../lib/payment-parts';
import { useForm } from '../../../lib/use-form';
import { addBankAccount } from '../api/add-bank-account';

export const bankAccountTypeNames: Record<BankAccountKind, string> = {
  national: 'Australian bank account',
  international: 'Overseas bank account',
  payid_email: 'PayID (e-mail address)',
  payid_phone: 'PayID (mobile number)',
};

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

/** The account number field as each type asks for it (a PayID's is its e-mail address or mobile). */
const accountNumberFields: Record<
  BankAccountKind,
  {
    label: string;
    type: 'text' | 'email' | 'tel';
    inputMode: 'numeric' | 'text' | 'email' | 'tel';
    hint?: string;
  }
> = {
  national: { label: 'Account number', type: 'text', inputMode: 'numeric' },
  international: { label: 'Account number or IBAN', type: 'text', inputMode: 'text' },
  payid_email: { label: 'PayID e-mail address', type: 'email', inputMode: 'email' },
  payid_phone: { label: 'PayID mobile number', type: 'tel', inputMode: 'tel', hint: 'e.g. 0412 345 678' },
};

/**
 * A new bank account or PayID (POST /funds/bank-account), checked in the browser with the same domain
 * rules the server applies. `types` are the kinds the customer may add (PayID only where offered).
 */
export function BankAccountForm({ types, onAdded, onCancel }: BankAccountFormProps) {
  const { client } = useApi();
  const form = useForm({
    initialValues: { type: types[0] ?? 'national', accountName: '', bankCode: '', accountNumber: '' },
    rules: {},
    check: (values) =>
      bankAccountFormProblems({
        type: values.type as BankAccountKind,
        code: String(values.bankCode),
        accountNumber: String(values.accountNumber),
        accountName: String(values.accountName),
      }),
  });
  const type = form.values.type as BankAccountKind;
  const payId = isPayId(type);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const fund = await addBankAccount(client, {
        type,
        code: payId ? '' : String(values.bankCode),
        accountNumber: String(values.accountNumber),
        accountName: String(values.accountName),
      });
      await onAdded(fund);
    } catch (error) {
      throw mapBankAccountErrors(error);
    }
  });

  return (
    <form
      className="fund-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Add a bank account"
    >
      <FormAlert message={form.generalError} />
      {types.length > 1 ? (
        <RadioField
          {...form.field('type')}
          label="Pay to"
          options={types.map((option) => ({ value: option, label: bankAccountTypeNames[option] }))}
        />
      ) : null}
      <TextField
        {...form.field('accountName')}
        label={payId ? 'Name on the account (optional)' : 'Name on the account'}
        autoComplete="name"
      />
      {payId ? null : (
        <TextField
          {...form.field('bankCode')}
          label={type === 'national' ? 'BSB' : 'SWIFT/BIC'}
          inputMode={type === 'national' ? 'numeric' : 'text'}
          hint={type === 'national' ? '6 digits, e.g. 062-000' : '8 or 11 characters'}
        />
      )}
      <TextField {...form.field('accountNumber')} {...accountNumberFields[type]} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? 'Saving…' : payId ? 'Save PayID' : 'Save bank account'}
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
