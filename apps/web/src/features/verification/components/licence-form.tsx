import { australianStates } from '@fairdraw/contracts';
import type { AustralianState, LicenceConfig } from '@fairdraw/contracts';
import { checkLicence, licenceConfig as localRules } from '@fairdraw/domain';
import { FormAlert, SelectField, TextField } from '../../../components/ui/form-fields';
import { useApi } from '../../../lib/api-client';
import { useForm } from '../../../lib/use-form';
import { useLicenceConfig } from '../api/get-licence-config';
import { verifyLicence } from '../api/verify-licence';

/** An Australian driver's licence: the state's number formats shown as hints and checked before sending. */
export function LicenceForm({ onVerified }: { onVerified: () => Promise<void> | void }) {
  const { client } = useApi();
  const config = useLicenceConfig();
  // The same rules are in the domain package; they stand in while the service's copy loads or fails.
  const rules: LicenceConfig = config.data ?? localRules;
  const form = useForm({
    initialValues: { state: '', licenceNumber: '', cardNumber: '' },
    rules: {},
    check: (values) =>
      checkLicence({
        state: String(values.state),
        licenceNumber: String(values.licenceNumber),
        cardNumber: String(values.cardNumber),
      }),
  });
  const stateRules = rules.states.find((entry) => entry.state === form.values.state);

  const onSubmit = form.handleSubmit(async (values) => {
    await verifyLicence(client, {
      state: String(values.state) as AustralianState,
      licenceNumber: String(values.licenceNumber),
      cardNumber: String(values.cardNumber),
    });
    await onVerified();
  });

  return (
    <form
      className="verification-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Verify with your driver's licence"
    >
      <FormAlert message={form.generalError} />
      <SelectField
        {...form.field('state')}
        label="State or territory that issued your licence"
        options={australianStates}
        placeholder="Select a state"
      />
      <TextField
        {...form.field('licenceNumber')}
        label="Licence number"
        autoComplete="off"
        hint={stateRules ? `${stateRules.name}: ${stateRules.licenceNumber.hint}` : 'Choose your state first'}
      />
      <TextField
        {...form.field('cardNumber')}
        label="Card number"
        autoComplete="off"
        hint={
          stateRules ? `${stateRules.name}: ${stateRules.cardNumber.hint}` : 'Printed on your licence card'
        }
      />
      <button type="submit" className="button" disabled={form.submitting}>
        {form.submitting ? 'Checking…' : 'Verify my licence'}
      </button>
    </form>
  );
}
