import { useEffect, useRef } from 'react';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useSendEmailCode } from '../api/send-email-code';
import { CodeConfirmForm } from './code-confirm-form';

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
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    send.mutate();
  }, [send]);

  return (
    <CodeConfirmForm
      id="email-codes-title"
      title="Use codes sent by e-mail"
      confirm={(code) => confirm.mutateAsync(code)}
      onDone={onDone}
      onCancel={onCancel}
    >
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
    </CodeConfirmForm>
  );
}
