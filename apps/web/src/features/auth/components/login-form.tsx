import { useState } from 'react';
import { Link } from 'react-router';
import { ApiError } from '@fairdraw/client';
import { ErrorCode } from '@fairdraw/contracts';
import type { LoginResult, TwoFactorInfo } from '@fairdraw/contracts';
import { email, required } from '@fairdraw/domain';
import { FormAlert, TextField } from '../../../components/ui/form-fields';
import { useDebouncer } from '../../../lib/use-debouncer';
import { useForm } from '../../../lib/use-form';
import { useVisitorFavourites } from '../../../lib/visitor-favourites';
import { login } from '../api/login';
import { useApi } from '../../../lib/api-client';
import { useCompleteSignIn } from '../api/use-complete-sign-in';
import { TwoFactorCodeForm } from './two-factor-code-form';

interface LoginFormProps {
  /** Where to go once signed in. */
  successTarget: () => string;
  registerHref: string;
  /** Told what the e-mail field holds as it is typed. */
  onEmailChange?: (email: string) => void;
}

/** The second step of a sign-in whose password was right: the code screen and what it last said. */
interface CodeStep {
  credentials: { email: string; password: string };
  twoFactorAuth: TwoFactorInfo;
  error: string | null;
  locked: boolean;
  submitting: boolean;
}

const fieldMessage = (error: ApiError) => error.errors.otp?.[0] ?? error.message;

/** The code step a refused login asks for, or null when the refusal was about something else. */
export function codeStepFrom(error: unknown, credentials: CodeStep['credentials']): CodeStep | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === ErrorCode.twoFactorRequired) {
    const info = error.details.twoFactorAuth as TwoFactorInfo | undefined;
    return {
      credentials,
      twoFactorAuth: info ?? { enabled: true, method: null, identifier: null },
      error: null,
      locked: false,
      submitting: false,
    };
  }
  if (error.code === ErrorCode.twoFactorAccountLocked)
    return {
      credentials,
      twoFactorAuth: { enabled: true, method: null, identifier: null },
      error: fieldMessage(error),
      locked: true,
      submitting: false,
    };
  return null;
}

/**
 * E-mail and password; Enter submits (a real form with a submit button). When the account signs in
 * with two factors, the code screen follows (account-area §2) and the credentials go again with the code.
 */
export function LoginForm({ successTarget, registerHref, onEmailChange }: LoginFormProps) {
  const { client } = useApi();
  const completeSignIn = useCompleteSignIn();
  const visitorFavourites = useVisitorFavourites();
  const debounce = useDebouncer<LoginResult>();
  const [codeStep, setCodeStep] = useState<CodeStep | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    rules: { email: [required, email], password: [required] },
  });

  const send = (credentials: CodeStep['credentials'], otp?: string) => {
    // Numbers picked before signing in go with the login (shop-core §7 "POST /login").
    const favouriteNumbers = visitorFavourites.read();
    return login(client, {
      credentials: { ...credentials, ...(otp ? { otp } : {}) },
      ...(favouriteNumbers.length > 0 ? { favouriteNumbers } : {}),
    });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const credentials = { email: String(values.email).trim(), password: String(values.password) };
    try {
      const result = await debounce(() => send(credentials));
      await completeSignIn(result, successTarget());
    } catch (error) {
      const step = codeStepFrom(error, credentials);
      if (!step) throw error;
      setCodeStep(step);
    }
  });

  const emailField = form.field('email');

  if (codeStep) {
    const submitCode = async (code: string) => {
      setCodeStep({ ...codeStep, submitting: true, error: null });
      try {
        await completeSignIn(await send(codeStep.credentials, code), successTarget());
      } catch (error) {
        const locked = error instanceof ApiError && error.code === ErrorCode.twoFactorAccountLocked;
        const message = error instanceof ApiError ? fieldMessage(error) : 'Something went wrong';
        setCodeStep({ ...codeStep, submitting: false, error: message, locked });
      }
    };
    const resend = async () => {
      // Without a code the server e-mails a new one (at most one a minute) and asks for it again.
      await send(codeStep.credentials).catch(() => undefined);
    };
    return (
      <TwoFactorCodeForm
        twoFactorAuth={codeStep.twoFactorAuth}
        onSubmit={submitCode}
        onResend={resend}
        error={codeStep.error}
        locked={codeStep.locked}
        submitting={codeStep.submitting}
      />
    );
  }

  return (
    <form className="auth-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Log in">
      <FormAlert message={form.generalError} />
      <TextField
        {...emailField}
        onChange={(value) => {
          emailField.onChange(value);
          onEmailChange?.(value);
        }}
        label="Email"
        type="email"
        autoComplete="email"
      />
      <TextField
        {...form.field('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
      <p className="auth-forgot">
        <Link to="/forgot-password">Forgot your password?</Link>
      </p>
      <button type="submit" className="button auth-submit" disabled={form.submitting}>
        {form.submitting ? 'Logging in…' : 'Log in'}
      </button>
      <p className="auth-switch">
        New here? <Link to={registerHref}>Create an account</Link>
      </p>
    </form>
  );
}
