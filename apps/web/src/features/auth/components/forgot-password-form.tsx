import { email, required } from '@fairdraw/domain';
import type { EmailSentResult } from '@fairdraw/contracts';
import { FormAlert, TextField } from '../../../components/ui/form-fields';
import { useApi } from '../../../lib/api-client';
import { useDebouncer } from '../../../lib/use-debouncer';
import { useForm } from '../../../lib/use-form';
import { forgotPassword } from '../api/forgot-password';

interface ForgotPasswordFormProps {
  /** Runs once the request is accepted, whatever the address. */
  onSent: () => void;
}

/** The account's e-mail address; Enter submits. */
export function ForgotPasswordForm({ onSent }: ForgotPasswordFormProps) {
  const { client } = useApi();
  const debounce = useDebouncer<EmailSentResult>();
  const form = useForm({ initialValues: { email: '' }, rules: { email: [required, email] } });

  const onSubmit = form.handleSubmit(async (values) => {
    await debounce(() => forgotPassword(client, String(values.email).trim()));
    onSent();
  });

  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Reset your password"
    >
      <FormAlert message={form.generalError} />
      <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
      <button type="submit" className="button auth-submit" disabled={form.submitting}>
        {form.submitting ? 'Sending…' : 'Email me a reset link'}
      </button>
    </form>
  );
}
