import { required, twoFactorCode } from '@fairdraw/domain';
import { FormAlert, TextField } from '../../../components/ui/form-fields';
import { useToasts } from '../../../components/ui/toast';
import { useForm } from '../../../lib/use-form';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { CodeField } from './code-field';
import { StepActions } from './code-confirm-form';

/** Switching two-factor sign-in off asks for both factors: the password and a current code. */
export function DisableTwoFactorForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
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
    <form className="security-step" noValidate onSubmit={onSubmit} aria-labelledby="disable-two-factor-title">
      <h3 id="disable-two-factor-title">Turn off two-factor sign-in</h3>
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
