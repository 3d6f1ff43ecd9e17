// The two-factor code step of the autologin page (account-area §2 "Two-factor code screen", §5
// "Two-factor"). A stand-in for the shared two-factor code form the login form is getting: same props
// and behaviour, so the two can become one.
import { useEffect, useId, useRef, useState } from 'react';
import type { ClipboardEvent, FormEvent, KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { TwoFactorInfo } from '@fairdraw/contracts';
import { codeDigits } from '@fairdraw/domain';

export const CODE_LENGTH = 6;
export const CODE_REQUIRED_MESSAGE = 'A 6 digit code is required.';
export const CODE_INCORRECT_MESSAGE = 'Code is incorrect or expired. Try again or contact support';
export const ACCOUNT_LOCKED_MESSAGE =
  'Your account has been locked due to too many incorrect 2FA attempts. Please contact support.';
export const RESEND_LOCK_MS = 60_000;
export const CONTACT_SUPPORT_PATH = '/about/contact-us';

export interface AutologinCodeStepProps {
  /** How the code reaches the customer; null when the server did not say (e.g. already locked). */
  twoFactorAuth: TwoFactorInfo | null;
  onSubmit: (code: string) => Promise<void> | void;
  /** Asks for a new e-mailed code; only offered for the e-mail method. */
  onResend?: () => Promise<void>;
  /** The server's answer to the last code, e.g. CODE_INCORRECT_MESSAGE. */
  error: string | null;
  locked: boolean;
  submitting: boolean;
}

const emptyCells = (): string[] => Array.from({ length: CODE_LENGTH }, () => '');

function whereTheCodeIs(info: TwoFactorInfo | null): string {
  if (info?.method === 'authenticator') return 'Enter the code your authenticator app shows.';
  if (info?.method === 'email')
    return info.identifier
      ? `We have e-mailed a code to ${info.identifier}@…`
      : 'We have e-mailed you a code.';
  return 'Enter the code from your authenticator app or e-mail.';
}

/** Six digit cells; typing moves on, Backspace moves back, pasting fills them; Enter submits. */
export function AutologinCodeStep({
  twoFactorAuth,
  onSubmit,
  onResend,
  error,
  locked,
  submitting,
}: AutologinCodeStepProps) {
  const [cells, setCells] = useState(emptyCells);
  const [localError, setLocalError] = useState<string | null>(null);
  const [resendState, setResendState] = useState<'ready' | 'sending' | 'sent'>('ready');
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const id = useId();
  const errorId = `${id}-error`;
  const shownError = locked ? null : (localError ?? error);

  // A wrong code: back to the first cell, ready for another try.
  useEffect(() => {
    if (error) inputs.current[0]?.focus();
  }, [error]);

  useEffect(() => {
    if (resendState !== 'sent') return;
    const timer = setTimeout(() => setResendState('ready'), RESEND_LOCK_MS);
    return () => clearTimeout(timer);
  }, [resendState]);

  function fill(start: number, digits: string[]) {
    // A whole code goes in from the first cell, wherever it was pasted.
    const from = digits.length >= CODE_LENGTH ? 0 : start;
    const next = [...cells];
    digits.forEach((digit, offset) => {
      if (from + offset < CODE_LENGTH) next[from + offset] = digit;
    });
    setCells(next);
    setLocalError(null);
    const firstEmpty = next.indexOf('');
    inputs.current[firstEmpty === -1 ? CODE_LENGTH - 1 : firstEmpty]?.focus();
  }

  function onCellChange(index: number, value: string) {
    const digits = codeDigits(value);
    if (digits.length === 0) {
      setCells((current) => current.map((cell, i) => (i === index ? '' : cell)));
      return;
    }
    if (digits.length === 1) {
      setCells((current) => current.map((cell, i) => (i === index ? (digits[0] ?? '') : cell)));
      setLocalError(null);
      inputs.current[Math.min(index + 1, CODE_LENGTH - 1)]?.focus();
      return;
    }
    // Autofill of a one-time code, or several digits typed at once.
    fill(index, digits);
  }

  function onCellKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && cells[index] === '' && index > 0) {
      event.preventDefault();
      setCells((current) => current.map((cell, i) => (i === index - 1 ? '' : cell)));
      inputs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowLeft' && index > 0) {
      event.preventDefault();
      inputs.current[index - 1]?.focus();
    } else if (event.key === 'ArrowRight' && index < CODE_LENGTH - 1) {
      event.preventDefault();
      inputs.current[index + 1]?.focus();
    }
  }

  function onCellPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fill(index, codeDigits(event.clipboardData.getData('text')));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (locked || submitting) return;
    const code = cells.join('');
    if (code.length !== CODE_LENGTH) {
      setLocalError(CODE_REQUIRED_MESSAGE);
      const firstEmpty = cells.indexOf('');
      inputs.current[firstEmpty === -1 ? 0 : firstEmpty]?.focus();
      return;
    }
    setLocalError(null);
    void onSubmit(code);
  }

  async function resend() {
    if (!onResend || resendState !== 'ready' || locked) return;
    setResendState('sending');
    try {
      await onResend();
      setResendState('sent');
      setCells(emptyCells());
    } catch {
      setResendState('ready');
    }
  }

  return (
    <form className="auth-form two-factor-form" noValidate onSubmit={submit} aria-label="Two-factor code">
      {locked ? (
        <div className="form-alert" role="alert" aria-labelledby={`${id}-locked`}>
          <h2 id={`${id}-locked`} className="two-factor-alert-title">
            Account locked
          </h2>
          <p>{ACCOUNT_LOCKED_MESSAGE}</p>
          <Link to={CONTACT_SUPPORT_PATH}>Contact support</Link>
        </div>
      ) : null}
      <p id={`${id}-where`}>{whereTheCodeIs(twoFactorAuth)}</p>
      <fieldset className="code-cells" aria-describedby={shownError ? errorId : undefined}>
        <legend className="visually-hidden">6 digit code</legend>
        {cells.map((cell, index) => (
          <input
            // The cells are fixed: their position is their identity.
            key={index}
            ref={(element) => {
              inputs.current[index] = element;
            }}
            className="code-cell"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={index === 0 ? CODE_LENGTH : 1}
            aria-label={`Digit ${index + 1} of ${CODE_LENGTH}`}
            aria-invalid={shownError ? true : undefined}
            aria-describedby={shownError ? errorId : undefined}
            value={cell}
            disabled={locked}
            onChange={(event) => onCellChange(index, event.target.value)}
            onKeyDown={(event) => onCellKeyDown(index, event)}
            onPaste={(event) => onCellPaste(index, event)}
            onFocus={(event) => event.target.select()}
          />
        ))}
      </fieldset>
      {shownError ? (
        <p id={errorId} className="field-error" role="alert">
          {shownError}
        </p>
      ) : null}
      <button type="submit" className="button auth-submit" disabled={locked || submitting}>
        {submitting ? 'Checking…' : 'Continue'}
      </button>
      {onResend && twoFactorAuth?.method === 'email' ? (
        <p className="two-factor-resend">
          {resendState === 'sent' ? (
            <span role="status">New email sent!</span>
          ) : (
            <span>Didn&apos;t get it?</span>
          )}{' '}
          <button
            type="button"
            className="link-button"
            onClick={() => void resend()}
            disabled={locked || resendState !== 'ready'}
          >
            Resend code
          </button>
        </p>
      ) : null}
      <p className="auth-switch">
        <Link to={CONTACT_SUPPORT_PATH}>Having issues? Please contact support</Link>
      </p>
    </form>
  );
}
