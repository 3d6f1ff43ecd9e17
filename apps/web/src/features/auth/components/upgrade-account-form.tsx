import { Link } from 'react-router';
import { CURRENT_TERMS_VERSION, australianStates, type AustralianState } from '@fairdraw/contracts';
import { required, termsAccepted } from '@fairdraw/domain';
import { CheckboxField, FormAlert, SelectField } from '../../../components/ui/form-fields';
import { useApi } from '../../../lib/api-client';
import { useDebouncer } from '../../../lib/use-debouncer';
import { useForm } from '../../../lib/use-form';
import { acceptLocationTerms, acceptTerms } from '../api/accept-terms';

interface UpgradeAccountFormProps {
  /** The state on the customer's address, chosen to start with. */
  homeState: AustralianState;
  /** Runs once the current terms are accepted. */
  onUpgraded: () => Promise<void> | void;
}

/** The state the customer plays from and the current terms, accepted together (decision 0022). */
export function UpgradeAccountForm({ homeState, onUpgraded }: UpgradeAccountFormProps) {
  const { client } = useApi();
  const debounce = useDebouncer<void>();
  const form = useForm({
    initialValues: {
      state: homeState as string,
      acceptTerms: false,
    },
    rules: { state: [required], acceptTerms: [termsAccepted] },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    await debounce(async () => {
      // The state's terms first: the account counts as upgraded only once the terms themselves are in.
      await acceptLocationTerms(client, {
        version: CURRENT_TERMS_VERSION,
        state: values.state as AustralianState,
      });
      await acceptTerms(client, { version: CURRENT_TERMS_VERSION });
    });
    await onUpgraded();
  });

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Accept the updated terms"
    >
      <FormAlert message={form.generalError} />
      <SelectField
        {...form.field('state')}
        label="State or territory you live in"
        options={australianStates}
      />
      <CheckboxField
        {...form.field('acceptTerms')}
        label={
          <>
            I have read and accept the{' '}
            <Link to="/about/terms-and-conditions" target="_blank" rel="noreferrer">
              terms and conditions (opens in a new tab)
            </Link>
          </>
        }
      />
      <button type="submit" className="button auth-submit" disabled={form.submitting}>
        {form.submitting ? 'Saving…' : 'Accept and continue'}
      </button>
    </form>
  );
}
