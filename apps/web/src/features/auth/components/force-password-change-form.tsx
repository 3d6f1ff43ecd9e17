import type { ForcePasswordChangeResult } from '@fairdraw/contracts';
import { required } from '@fairdraw/domain';
import { FormAlert } from '../../../components/ui/form-fields';
import { NewPasswordFields } from './new-password-fields';
import { useApi } from '../../../lib/api-client';
import { useDebouncer } from '../../../lib/use-debouncer';
import { useForm } from '../../../lib/use-form';
import { forcePasswordChange } from '../api/force-password-change';
import { newPasswordErrors } from '../utils/new-password';

interface ForcePasswordChangeFormProps {
  /** Runs once the new password is saved. */
  onChanged: () => Promise<void> | void;
}

/** A new password, typed twice, under the signup's password rule. */
export function ForcePasswordChangeForm({ onChanged }: ForcePasswordChangeFormProps) {
  const { client } = useApi();
  const debounce = useDebouncer<ForcePasswordChangeResult>();
  const form = useForm({
    initialValues: { password: '', passwordConfirmation: '' },
    rules: { password: [required], passwordConfirmation: [required] },
    check: (values) => newPasswordErrors(values),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    await debounce(() =>
      forcePasswordChange(client, {
        password: String(values.password),
        passwordConfirmation: String(values.passwordConfirmation),
      }),
    );
    await onChanged();
  });

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Choose a new password"
    >
      <FormAlert message={form.generalError} />
      <NewPasswordFields
        password={form.field('password')}
        passwordConfirmation={form.field('passwordConfirmation')}
        submitting={form.submitting}
      />
    </form>
  );
}
