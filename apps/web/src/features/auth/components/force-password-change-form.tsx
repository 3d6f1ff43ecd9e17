import { isStrongPassword, passwordRuleMessage } from '@fairdraw/contracts';
import type { ForcePasswordChangeResult } from '@fairdraw/contracts';
import { matches, required } from '@fairdraw/domain';
import { FormAlert, TextField } from '../../../components/ui/form-fields';
import { useApi } from '../../../lib/api-client';
import { useDebouncer } from '../../../lib/use-debouncer';
import { useForm } from '../../../lib/use-form';
import { forcePasswordChange } from '../api/force-password-change';

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
    check: (values) => ({
      ...(values.password !== '' && !isStrongPassword(String(values.password))
        ? { password: passwordRuleMessage }
        : {}),
      ...(() => {
        const mismatch = matches(values.password, 'password')(values.passwordConfirmation);
        return mismatch ? { passwordConfirmation: mismatch } : {};
      })(),
    }),
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
