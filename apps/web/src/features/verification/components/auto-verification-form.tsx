import { australianStates, dateMessage, isCalendarDate } from '@fairdraw/contracts';
import type { AustralianState } from '@fairdraw/contracts';
import { postcode, required } from '@fairdraw/domain';
import { FormAlert, SelectField, TextField } from '../../../components/ui/form-fields';
import { useApi } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { autoVerify } from '../api/auto-verify';

interface AutoVerificationFormProps {
  firstname?: string;
  lastname?: string;
  onVerified: () => Promise<void> | void;
}

/** Name, date of birth and home address, exactly as on the account; checked at once. */
export function AutoVerificationForm({
  firstname = '',
  lastname = '',
  onVerified,
}: AutoVerificationFormProps) {
  const { client } = useApi();
  const form = useForm({
    initialValues: { firstname, lastname, dateOfBirth: '', address: '', suburb: '', state: '', postcode: '' },
    rules: {
      firstname: [required],
      lastname: [required],
      dateOfBirth: [required],
      address: [required],
      suburb: [required],
      state: [required],
      postcode: [required, postcode],
    },
    check: (values) =>
      values.dateOfBirth !== '' && !isCalendarDate(String(values.dateOfBirth))
        ? { dateOfBirth: dateMessage }
        : {},
  });

  const onSubmit = form.handleSubmit(async (values) => {
    await autoVerify(client, {
      firstname: String(values.firstname),
      lastname: String(values.lastname),
      dateOfBirth: String(values.dateOfBirth),
      address: String(values.address),
      suburb: String(values.suburb),
      state: String(values.state) as AustralianState,
      postcode: String(values.postcode),
    });
    await onVerified();
  });

  return (
    <form
      className="verification-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Verify with your details"
    >
      <p className="field-hint">
        Enter your details exactly as they are on your account. Use your home address, not a PO Box.
      </p>
      <FormAlert message={form.generalError} />
      <TextField {...form.field('firstname')} label="First name" autoComplete="given-name" />
      <TextField {...form.field('lastname')} label="Last name" autoComplete="family-name" />
      <TextField {...form.field('dateOfBirth')} label="Date of birth" type="date" autoComplete="bday" />
      <TextField {...form.field('address')} label="Street address" autoComplete="address-line1" />
      <TextField {...form.field('suburb')} label="Suburb" autoComplete="address-level2" />
      <SelectField
        {...form.field('state')}
        label="State"
        options={australianStates}
        placeholder="Select your state"
      />
      <TextField
        {...form.field('postcode')}
        label="Postcode"
        inputMode="numeric"
        autoComplete="postal-code"
      />
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? 'Checking…' : 'Verify my details'}
      </button>
    </form>
  );
}
