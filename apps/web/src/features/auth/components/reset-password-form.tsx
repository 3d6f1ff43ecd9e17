import type { PasswordChangedResult } from '@fairdraw/contracts';
import { required } from '@fairdraw/domain';
import { FormAlert } from '../../../components/ui/form-fields';
import { NewPasswordFields } from './new-password-fields';
import { useApi } from '../../../lib/api-client';
import { useDebouncer } from '../../../lib/use-debouncer';
import { useForm } from '../../../lib/use-form';
import { resetPassword } from '../api/reset-password';
import { newPasswordErrors } from '../utils/new-password';
import { isLinkInvalid } from '../utils/sign-in-links';

interface ResetPasswordFormProps {
  token: string;
  onReset: () => void;
  onLinkInvalid: () => void;
}

/** A new password typed twice, under the signup's password rule; Enter submits. */
export function ResetPasswordForm({ token, onReset, onLinkInvalid }: ResetPasswordFormProps) {
  const { client } = useApi();
  const debounce = useDebouncer<PasswordChangedResult>();
  const form = useForm({
    initialValues: { password: '', passwordConfirmation: '' },
    rules: { password: [required], passwordConfirmation: [required] },
    check: (values) => newPasswordErrors(values),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await debounce(() =>
        resetPassword(client, {
          token,
          password: String(values.password),
          passwordConfirmation: String(values.passwordConfirmation),
        }),
      );
    } catch (error) {
      if (isLinkInvalid(error)) return onLinkInvalid();
      throw error;
    }
    onReset();
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
