import { useEffect, useRef } from 'react';
import { twoFactorCode } from '@fairdraw/domain';
import { FormAlert } from '../../../components/ui/form-fields';
import { useToasts } from '../../../components/ui/toast';
import { useForm } from '../../../lib/use-form';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useSendEmailCode } from '../api/send-email-code';
import { CodeField } from './code-field';

/** Switching to codes e-mailed at each sign-in: a code goes to the account's address, typed back here. */
export function EmailCodesSetup({
  email,
  onDone,
  onCancel,
}: {
  email: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const send = useSendEmailCode();
  const confirm = useConfirmTwoFactor('email');
  const toasts = useToasts();
  const started = useRef(false);
  const form = useForm({ initialValues: { otp: '' }, rules: { otp: [twoFactorCode] } });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    send.mutate();
  }, [send]);

  const onSubmit = form.handleSubmit(async (values) => {
    await confirm.mutateAsync(String(values.otp).trim());
    toasts.show({
      title: 'Two-factor sign-in is on',
      message: 'From now on we e-mail you a code when you sign in.',
    });
    onDone();
  });

  return (
    <form className="security-step" noValidate onSubmit={onSubmit} aria-labelledby="email-codes-title">
      <h3 id="email-codes-title">Use codes sent by e-mail</h3>
      {send.isError ? (
        <div className="form-alert" role="alert">
          We could not send the e-mail just now.{' '}
          <button type="button" className="link-button" onClick={() => send.mutate()}>
            Try again
          </button>
        </div>
      ) : (
        <p role="status">
          {send.isPending ? 'Sending a code…' : `We e-mailed a code to ${email}. It works for 10 minutes.`}
        </p>
      )}
      <FormAlert message={form.generalError} />
      <CodeField {...form.field('otp')} />
      <div className="security-actions">
        <button type="submit" className="button" disabled={form.submitting}>
          {form.submitting ? 'Checking…' : 'Turn on'}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
