import { useEffect, useRef } from 'react';
import { ErrorState, ListSkeleton } from '../../../components/ui/list-states';
import { useToasts } from '../../../components/ui/toast';
import { useBeginAuthenticator } from '../api/begin-authenticator';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { CodeConfirmForm } from './code-confirm-form';

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

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    begin.mutate();
  }, [begin]);

  async function copyKey(secret: string) {
    await navigator.clipboard?.writeText(secret).catch(() => undefined);
    toasts.show({ message: KEY_COPIED_MESSAGE });
  }

  if (begin.isError)
    return <ErrorState message="We could not start the set-up." onRetry={() => begin.mutate()} />;
  if (!begin.data) return <ListSkeleton label="Preparing your authenticator key" />;
  const { qrCode, secret } = begin.data;
  return (
    <CodeConfirmForm
      id="authenticator-setup-title"
      title="Set up an authenticator app"
      confirm={(code) => confirm.mutateAsync(code)}
      onDone={onDone}
      onCancel={onCancel}
    >
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
    </CodeConfirmForm>
  );
}
