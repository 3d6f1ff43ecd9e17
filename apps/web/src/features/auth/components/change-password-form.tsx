import { Link } from 'react-router';
import type { PasswordChangedResult } from '@fairdraw/contracts';
import { required } from '@fairdraw/domain';
import { FormAlert, TextField } from '../../../components/ui/form-fields';
import { NewPasswordFields } from './new-password-fields';
import { useApi } from '../../../lib/api-client';
import { useDebouncer } from '../../../lib/use-debouncer';
import { useForm } from '../../../lib/use-form';
import { changePassword } from '../api/change-password';
import { newPasswordErrors } from '../utils/new-password';

interface ChangePasswordFormProps {
  onChanged: () => Promise<void> | void;
  cancelHref: string;
}

/**
 * The current password, then the new one twice under the signup's password rule. The server's field
 * errors (current_password, password, password_confirmation) show under their fields.
 */
export function ChangePasswordForm({ onChanged, cancelHref }: ChangePasswordFormProps) {
  const { client } = useApi();
  const debounce = useDebouncer<PasswordChangedResult>();
  const form = useForm({
    initialValues: { currentPassword: '', password: '', passwordConfirmation: '' },
    rules: { currentPassword: [required], password: [required], passwordConfirmation: [required] },
    check: (values) => newPasswordErrors(values),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    await debounce(() =>
      changePassword(client, {
        currentPassword: String(values.currentPassword),
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
      aria-label="Change your password"
    >
      <FormAlert message={form.generalError} />
      <TextField
        {...form.field('currentPassword')}
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields
        password={form.field('password')}
        passwordConfirmation={form.field('passwordConfirmation')}
        submitting={form.submitting}
      />
      <p className="auth-switch">
        <Link to={cancelHref}>Cancel</Link>
      </p>
    </form>
  );
}
