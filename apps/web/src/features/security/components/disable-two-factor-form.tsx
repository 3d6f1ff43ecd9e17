import { required, twoFactorCode } from '@fairdraw/domain';
import { FormAlert, TextField } from '../../../components/ui/form-fields';
import { useToasts } from '../../../components/ui/toast';
import { useForm } from '../../../lib/use-form';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { CodeField } from './code-field';
import { StepActions } from './code-confirm-form';
import { EmailedCodeNotice } from './emailed-code-notice';

/**
 * Switching two-factor sign-in off asks for both factors: the password and a current code — from the app,
 * or, for e-mailed codes, one sent here.
 */
export function DisableTwoFactorForm({
  method,
  email,
  onDone,
  onCancel,
}: {
  method: 'authenticator' | 'email' | null;
  email: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const disable = useDisableTwoFactor();
  const toasts = useToasts();
  const form = useForm({
    initialValues: { password: '', otp: '' },
    rules: { password: [required], otp: [twoFactorCode] },
  });
  const onSubmit = form.handleSubmit(async (values) => {
    await disable.mutateAsync({ password: String(values.password), code: String(values.otp).trim() });
    toasts.show({ message: 'Two-factor sign-in is off.' });
    onDone();
  });
  return (
    <form
      className="security-step"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-labelledby="disable-two-factor-title"
    >
      <h3 id="disable-two-factor-title">Turn off two-factor sign-in</h3>
      {method === 'email' ? <EmailedCodeNotice email={email} /> : null}
      <FormAlert message={form.generalError} />
      <TextField
        {...form.field('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <CodeField {...form.field('otp')} label="Current 6 digit code" />
      <StepActions
        submitting={form.submitting}
        label="Turn off"
        busyLabel="Turning off…"
        onCancel={onCancel}
      />
    </form>
  );
}
