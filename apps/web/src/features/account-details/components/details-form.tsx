import { australianStates, type CustomerDetails, type CustomerDetailsResult } from '@fairdraw/contracts';
import { customerDetailsRules } from '@fairdraw/domain';
import { FormAlert, SelectField, TextField } from '../../../components/ui/form-fields';
import { useToasts } from '../../../components/ui/toast';
import { useForm } from '../../../lib/use-form';
import { usePostCustomerDetails } from '../api/post-customer-details';

export const DETAILS_UPDATED_MESSAGE = 'Your details have been updated.';
export const emailLinkSentMessage = (email: string) =>
  `We've sent a link to ${email}. Open it to start using that address; until then keep signing in with your current one.`;

/** The my-details form (page and modal): the same rules the server applies, from @fairdraw/domain. */
export function DetailsForm({
  details,
  onSaved,
}: {
  details: CustomerDetails;
  onSaved?: (saved: CustomerDetailsResult) => void;
}) {
  const save = usePostCustomerDetails();
  const toasts = useToasts();
  const form = useForm({
    initialValues: {
      firstname: details.firstname,
      lastname: details.lastname,
      email: details.pendingEmail ?? details.email,
      phone: details.phone,
      address: details.address,
      suburb: details.suburb,
      state: details.state as string,
      postcode: details.postcode,
    },
    rules: customerDetailsRules,
  });

  const submit = form.handleSubmit(async (values) => {
    const saved = await save.mutateAsync({
      firstname: String(values.firstname),
      lastname: String(values.lastname),
      email: String(values.email),
      phone: String(values.phone),
      address: String(values.address),
      suburb: String(values.suburb),
      state: String(values.state) as CustomerDetails['state'],
      postcode: String(values.postcode),
      country: 'AU',
    });
    toasts.show({ title: 'Details updated', message: DETAILS_UPDATED_MESSAGE });
    if (saved.emailConfirmationSent && saved.pendingEmail)
      toasts.show({ title: 'Check your inbox', message: emailLinkSentMessage(saved.pendingEmail) });
    onSaved?.(saved);
  });

  return (
    <form className="details-form" onSubmit={(event) => void submit(event)} noValidate>
      <FormAlert message={form.generalError} />
      <div className="details-grid">
        <TextField label="First name" autoComplete="given-name" {...form.field('firstname')} />
        <TextField label="Last name" autoComplete="family-name" {...form.field('lastname')} />
      </div>
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        hint={
          details.pendingEmail
            ? `Waiting for confirmation. You sign in with ${details.email} until you open the link we sent.`
            : undefined
        }
        {...form.field('email')}
      />
      <TextField
        label="Phone number"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        {...form.field('phone')}
      />
      <TextField label="Street address" autoComplete="street-address" {...form.field('address')} />
      <div className="details-grid">
        <TextField label="Suburb" autoComplete="address-level2" {...form.field('suburb')} />
        <SelectField label="State" options={australianStates} {...form.field('state')} />
        <TextField
          label="Postcode"
          autoComplete="postal-code"
          inputMode="numeric"
          {...form.field('postcode')}
        />
      </div>
      <dl className="details-fixed">
        <div>
          <dt>Country</dt>
          <dd>Australia</dd>
        </div>
        <div>
          <dt>Date of birth</dt>
          <dd>{details.dateOfBirth.split('-').reverse().join('/')}</dd>
        </div>
      </dl>
      <p className="field-hint">To correct your date of birth, please contact support.</p>
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? 'Saving…' : 'Save my details'}
      </button>
    </form>
  );
}
