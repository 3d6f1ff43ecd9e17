import { useEffect, useRef } from 'react';
import { twoFactorCode } from '@fairdraw/domain';
import { FormAlert } from '../../../components/ui/form-fields';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useToasts } from '../../../components/ui/toast';
import { useForm } from '../../../lib/use-form';
import { useBeginAuthenticator } from '../api/begin-authenticator';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { CodeField } from './code-field';

export const KEY_COPIED_MESSAGE = 'Authenticator key copied';

/** The key as people type it: groups of four. */
export const groupedKey = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * Set-up of an authenticator app (account-area §2): scan the QR code or type the key, then prove it
 * with a code from the app. Until that code is accepted nothing changes about how the customer signs in.
 */
export function AuthenticatorSetup({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const begin = useBeginAuthenticator();
  const confirm = useConfirmTwoFactor('authenticator');
  const toasts = useToasts();
  const started = useRef(false);
  const form = useForm({ initialValues: { otp: '' }, rules: { otp: [twoFactorCode] } });

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    begin.mutate();
  }, [begin]);

  const onSubmit = form.handleSubmit(async (values) => {
    await confirm.mutateAsync(String(values.otp).trim());
    toasts.show({
      title: 'Two-factor sign-in is on',
      message: 'From now on you sign in with a code from your app.',
    });
    onDone();
  });

  async function copyKey(secret: string) {
    await navigator.clipboard?.writeText(secret).catch(() => undefined);
    toasts.show({ message: KEY_COPIED_MESSAGE });
  }

  if (begin.isError)
    return <ErrorState message="We could not start the set-up." onRetry={() => begin.mutate()} />;
  if (!begin.data) return <ListSkeleton label="Preparing your authenticator key" />;
  const { qrCode, secret } = begin.data;
  return (
    <form
      className="security-step"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="authenticator-setup-title"
    >
      <h3 id="authenticator-setup-title">Set up an authenticator app</h3>
      <ol className="security-steps">
        <li>
          Open an authenticator app on your phone (for example Google Authenticator or Microsoft
          Authenticator).
        </li>
        <li>
          Scan this QR code with it.
          <img
            className="security-qr"
            src={qrCode}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
          />
        </li>
        <li>
          Or type this key into the app:{' '}
          <code className="security-key" data-testid="authenticator-key">
            {groupedKey(secret)}
          </code>{' '}
          <button type="button" className="link-button" onClick={() => void copyKey(secret)}>
            Copy key
          </button>
        </li>
        <li>Enter the 6 digit code the app shows.</li>
      </ol>
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
