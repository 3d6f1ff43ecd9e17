import { useEffect, useRef, useState } from 'react';
import type { ClipboardEvent, FormEvent, KeyboardEvent } from 'react';
import type { TwoFactorInfo } from '@fairdraw/contracts';
import { codeDigits, TWO_FACTOR_CODE_LENGTH, twoFactorCode } from '@fairdraw/domain';
import { useConfig } from '../../../lib/api/get-config';

/** account-area §9: a resent e-mail holds the resend control back this long. */
export const RESEND_LOCK_SECONDS = 60;
export const ACCOUNT_LOCKED_TITLE = 'Account locked';

export interface TwoFactorCodeFormProps {
  twoFactorAuth: TwoFactorInfo;
  /** Resolves once the code was checked; a refusal shows through `error` / `locked`. */
  onSubmit(code: string): Promise<void>;
  /** Asks for a new e-mailed code (only offered for the e-mail method). */
  onResend?(): Promise<void>;
  /** The server's message for a refused code. */
  error?: string | null;
  locked?: boolean;
  submitting?: boolean;
}

function useSecondsLeft(until: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null || until <= now) return undefined;
    const timer = window.setTimeout(() => setNow(Date.now()), 1_000);
    return () => window.clearTimeout(timer);
  }, [until, now]);
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The two-factor code screen (account-area §2, §5): six digit cells, paste fills them, Enter submits,
 * a resend control locked for 60 s after use, and the 'Account locked' alert that disables it all.
 */
export function TwoFactorCodeForm({
  twoFactorAuth,
  onSubmit,
  onResend,
  error,
  locked = false,
  submitting = false,
}: TwoFactorCodeFormProps) {
  const config = useConfig();
  const [digits, setDigits] = useState<string[]>(() => Array(TWO_FACTOR_CODE_LENGTH).fill(''));
  const [localError, setLocalError] = useState<string | null>(null);
  const [resentUntil, setResentUntil] = useState<number | null>(null);
  const [resendNote, setResendNote] = useState<string | null>(null);
  const cells = useRef<Array<HTMLInputElement | null>>([]);
  const secondsLeft = useSecondsLeft(resentUntil);
  const isEmail = twoFactorAuth.method === 'email';
  const shownError = localError ?? error ?? null;

  useEffect(() => {
    cells.current[0]?.focus();
  }, []);

  // After a refused code the first cell has the focus, so a new code can be typed or pasted at once.
  useEffect(() => {
    if (error) cells.current[0]?.focus();
  }, [error]);

  function fill(from: number, typed: string[]) {
    setLocalError(null);
    setDigits((current) => {
      const next = [...current];
      typed.forEach((digit, offset) => {
        if (from + offset < TWO_FACTOR_CODE_LENGTH) next[from + offset] = digit;
      });
      return next;
    });
    const focusAt = Math.min(from + typed.length, TWO_FACTOR_CODE_LENGTH - 1);
    cells.current[focusAt]?.focus();
  }

  function onChange(index: number, value: string) {
    const typed = codeDigits(value);
    if (typed.length === 0) {
      setDigits((current) => current.map((digit, at) => (at === index ? '' : digit)));
      return;
    }
    fill(index, typed);
  }

  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace' && digits[index] === '' && index > 0) cells.current[index - 1]?.focus();
    if (event.key === 'ArrowLeft' && index > 0) cells.current[index - 1]?.focus();
    if (event.key === 'ArrowRight' && index < TWO_FACTOR_CODE_LENGTH - 1) cells.current[index + 1]?.focus();
  }

  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    fill(index, codeDigits(event.clipboardData.getData('text')));
  }

  // Not awaited by the form: the parent's onSubmit shows its own errors (login and autologin catch them).
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (locked || submitting) return;
    const code = digits.join('');
    const problem = twoFactorCode(code);
    if (problem) {
      setLocalError(problem);
      cells.current[digits.findIndex((digit) => digit === '')]?.focus();
      return;
    }
    await onSubmit(code);
  }

  async function resend() {
    if (!onResend || locked || secondsLeft > 0) return;
    setResentUntil(Date.now() + RESEND_LOCK_SECONDS * 1000);
    await onResend();
    setResendNote('New email sent!');
  }

  const source = isEmail
    ? `We emailed a code to ${twoFactorAuth.identifier ?? 'your email address'}.`
    : 'Open your authenticator app to see your code.';

  return (
    <form
      className="auth-form two-factor-form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="two-factor-title"
    >
      <h2 id="two-factor-title">Enter the 6 digit code</h2>
      <p>{source}</p>
      {locked ? (
        <div className="form-alert" role="alert" aria-labelledby="two-factor-locked-title">
          <strong id="two-factor-locked-title">{ACCOUNT_LOCKED_TITLE}</strong>
          <p>
            {error ?? 'Your account has been locked.'}{' '}
            <a href={`mailto:${config.support.email}`}>Contact support</a>
          </p>
        </div>
      ) : null}
      <fieldset
        className="code-cells"
        disabled={locked}
        aria-describedby={shownError ? 'two-factor-error' : undefined}
      >
        <legend className="visually-hidden">Your 6 digit code</legend>
        {digits.map((digit, index) => (
          <input
            // Cells are fixed positions: the index is their identity.
            key={index}
            ref={(element) => {
              cells.current[index] = element;
            }}
            className="code-cell"
            value={digit}
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            maxLength={TWO_FACTOR_CODE_LENGTH}
            aria-label={`Digit ${index + 1} of ${TWO_FACTOR_CODE_LENGTH}`}
            aria-invalid={shownError ? true : undefined}
            onChange={(event) => onChange(index, event.target.value)}
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
          />
        ))}
      </fieldset>
      {shownError && !locked ? (
        <p id="two-factor-error" className="field-error" role="alert">
          {shownError}
        </p>
      ) : null}
      <button type="submit" className="button auth-submit" disabled={locked || submitting}>
        {submitting ? 'Checking…' : 'Continue'}
      </button>
      {isEmail && onResend ? (
        <p className="two-factor-resend">
          <button
            type="button"
            className="link-button"
            onClick={() => void resend()}
            disabled={locked || secondsLeft > 0}
          >
            Resend code
          </button>
          {resendNote ? <span role="status"> {resendNote}</span> : null}
          {secondsLeft > 0 ? <span> You can ask again in {secondsLeft} s.</span> : null}
        </p>
      ) : null}
      <p className="auth-switch">
        <a href={`mailto:${config.support.email}`}>Having issues? Please contact support</a>
      </p>
    </form>
  );
}
