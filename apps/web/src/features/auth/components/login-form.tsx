import { Link } from 'react-router';
import { email, required } from '@fairdraw/domain';
import { FormAlert, TextField } from '../../../components/ui/form-fields';
import type { LoginResult } from '@fairdraw/contracts';
import { useDebouncer } from '../../../lib/use-debouncer';
import { useForm } from '../../../lib/use-form';
import { useVisitorFavourites } from '../../../lib/visitor-favourites';
import { login } from '../api/login';
import { useApi } from '../../../lib/api-client';
import { useCompleteSignIn } from '../api/use-complete-sign-in';

interface LoginFormProps {
  /** Where to go once signed in. */
  successTarget: () => string;
  registerHref: string;
}

/** E-mail and password; Enter submits (a real form with a submit button). */
export function LoginForm({ successTarget, registerHref }: LoginFormProps) {
  const { client } = useApi();
  const completeSignIn = useCompleteSignIn();
  const visitorFavourites = useVisitorFavourites();
  const debounce = useDebouncer<LoginResult>();
  const form = useForm({
    initialValues: { email: '', password: '' },
    rules: { email: [required, email], password: [required] },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    // Numbers picked before signing in go with the login (shop-core §7 "POST /login").
    const favouriteNumbers = visitorFavourites.read();
    const result = await debounce(() =>
      login(client, {
        credentials: { email: String(values.email).trim(), password: String(values.password) },
        ...(favouriteNumbers.length > 0 ? { favouriteNumbers } : {}),
      }),
    );
    await completeSignIn(result, successTarget());
  });

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit} aria-label="Log in">
      <FormAlert message={form.generalError} />
      <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" />
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
