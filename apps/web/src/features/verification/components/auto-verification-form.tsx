import { australianStates, dateMessage, isCalendarDate } from '@fairdraw/contracts';
import type { AustralianState } from '@fairdraw/contracts';
import { postcode, required } from '@fairdraw/domain';
import { FormAlert, SelectField, TextField } from '../../../components/ui/form-fields';
import { useApi } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { autoVerify } from '../api/auto-verify';

/** What the account already holds, to start the form from (the sign-up asked for all of it). */
export interface KnownDetails {
  firstname?: string;
  lastname?: string;
  dateOfBirth?: string;
  address?: string;
  suburb?: string;
  state?: string;
  postcode?: string;
}

interface AutoVerificationFormProps {
  known?: KnownDetails;
  onVerified: () => Promise<void> | void;
}

/**
 * Name, date of birth and home address, checked at once. It starts from the details on the account, so
 * the customer checks them rather than typing again what they gave at sign-up.
 */
export function AutoVerificationForm({ known = {}, onVerified }: AutoVerificationFormProps) {
  const { client } = useApi();
  const form = useForm({
    initialValues: {
      firstname: known.firstname ?? '',
      lastname: known.lastname ?? '',
      dateOfBirth: known.dateOfBirth ?? '',
      address: known.address ?? '',
      suburb: known.suburb ?? '',
      state: known.state ?? '',
      postcode: known.postcode ?? '',
    },
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
        These are the details on your account. Check them and correct anything that has changed: use your home
        address, not a PO Box.
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
