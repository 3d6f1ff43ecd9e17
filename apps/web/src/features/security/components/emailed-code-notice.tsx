import { useEffect, useRef } from 'react';
import { useSendEmailCode } from '../api/send-email-code';

/**
 * E-mails a code from Login and security as it appears, and says where it went; a failed send can be
 * tried again. Used to switch e-mailed codes on, and to prove them when switching two-factor off.
 */
export function EmailedCodeNotice({ email }: { email: string }) {
  const send = useSendEmailCode();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    send.mutate();
  }, [send]);

  if (send.isError)
    return (
      <div className="form-alert" role="alert">
        We could not send the e-mail just now.{' '}
        <button type="button" className="link-button" onClick={() => send.mutate()}>
          Try again
        </button>
      </div>
    );
  return (
    <p role="status">
      {send.isPending ? 'Sending a code…' : `We e-mailed a code to ${email}. It works for 10 minutes.`}
    </p>
  );
}
