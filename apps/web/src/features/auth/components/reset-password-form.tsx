import { passwordRuleMessage } from '@fairdraw/contracts';
import type { PasswordChangedResult } from '@fairdraw/contracts';
import { required } from '@fairdraw/domain';
import { FormAlert, TextField } from '../../../components/ui/form-fields';
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
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-label="Choose a new password">
      <FormAlert message={form.generalError} />
      <TextField
        {...form.field('password')}
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={passwordRuleMessage}
      />
      <TextField
        {...form.field('passwordConfirmation')}
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
      />
      <button type="submit" className="button auth-submit" disabled={form.submitting}>
        {form.submitting ? 'Saving…' : 'Save new password'}
      </button>
    </form>
  );
}
